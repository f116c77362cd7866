// `stacklab --live`: plays an animation in real time at the terminal,
// redrawing the picture in place at each sample time, then erases it so
// the usual report (timeline table, changes, final picture) follows.
import Foundation
import LineEditing
import ReplCore

#if canImport(Glibc)
@preconcurrency import Glibc
#elseif canImport(Darwin)
@preconcurrency import Darwin
#endif

enum LivePlayer {
    /// Seconds on the monotonic clock (the live terminal is the one place
    /// where StackLab's time follows the wall clock).
    static func now() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// The frames of `playback` as the terminal draws them: a caption with
    /// the time, the picture, each line cleared to its end; from the second
    /// frame on, the cursor first goes back up over the previous one.
    static func drawing(_ frame: LivePlayback.Frame, of playback: LivePlayback, over previousLines: Int) -> (text: String, lines: Int) {
        let caption = "▶ t = \(String(format: "%.3f", frame.t)) s of \(String(format: "%.3f", playback.duration)) s"
        let lines = [caption] + frame.picture.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var text = previousLines > 0 ? "\u{1B}[\(previousLines)A\r" : ""
        for line in lines { text += line + "\u{1B}[K\n" }
        return (text, lines.count)
    }

    /// Plays every frame at its time; Ctrl-C skips to the end.
    static func play(_ playback: LivePlayback) {
        let start = now()
        var drawn = 0
        var skipping = false
        for frame in playback.frames {
            while !skipping {
                let left = start + frame.t - now()
                if left <= 0 { break }
                if LineEditor.takeInterrupt() { skipping = true; break }
                usleep(useconds_t(min(left, 0.01) * 1_000_000))
            }
            if skipping && frame != playback.frames.last { continue }
            let d = drawing(frame, of: playback, over: drawn)
            print(d.text, terminator: "")
            fflush(nil)
            drawn = d.lines
        }
        // Leave the screen as it was: the report that follows draws the end.
        if drawn > 0 {
            print("\u{1B}[\(drawn)A\r\u{1B}[J", terminator: "")
            fflush(nil)
        }
    }
}
