import Animation
import Foundation
import CommandLanguage
import Geometry
import StackLayout
import ViewTree

// `export html`: one self-contained page (inline CSS, JS and SVG; nothing
// from the network) that shows the scene and plays the last animation.
//
// The timeline's frames are superview-relative presentation values. The
// page needs screen rectangles, so the export replays the session's history
// up to the last `animate` in a scratch session, runs the block's commands
// there (not its `then` block) to get the view tree the animation ran in,
// and converts every view's frame at every sample to screen coordinates
// through its parent chain (moving parents and scroll offsets included).
// The page embeds that as JSON next to the timeline itself (`dump
// timeline`'s JSON) and moves the SVG's rects when the scrubber moves.
//
// The scrubber can be set from the URL: `page.html#sample=8` (an index),
// `#t=0.125` (the sample nearest that time), or the same in the query
// string; `#play` starts playing. Without a hash the page shows the last
// sample (the end of the animation).

/// The animation as the page plays it: per sample, per view, its screen
/// rect, effective alpha and whether it is drawn hidden.
struct PlayerData {
    var names: [String]
    /// samples[i][k]: view `names[k]` at sample i: x, y, w, h, alpha, hidden (0/1).
    var samples: [(t: Double, rects: [[Double]])]
}

extension Session {
    func htmlDocument() -> String {
        window.layoutIfNeeded()
        var body: [String] = []
        var note: String
        var player: (svg: String, data: PlayerData, timeline: Timeline)? = nil
        var sceneNowDiffers = false

        if let timeline = lastTimeline {
            // Without a replayable `animate` in the history (it should not
            // happen), the timeline plays over the current scene.
            let replay = animationScene() ?? (self, [])
            player = (replay.scene.svgDocument(elementID: "scene", standalone: false),
                      replay.scene.playerData(timeline: timeline, hiddenBefore: replay.hiddenBefore), timeline)
            sceneNowDiffers = replay.scene.dumpJSON() != dumpJSON()
        }

        if let p = player {
            let moving = p.timeline.viewNames + p.timeline.scrollViewNames
            note = "The last animation: \(formatNumber(p.timeline.duration)) s, \(p.timeline.curve), \(p.timeline.fps) fps, "
                + "\(p.timeline.samples.count) samples; "
                + (moving.isEmpty ? "nothing moves." : "moving: " + moving.joined(separator: ", ") + ".")
            body.append("<div id=\"stage\">\n\(p.svg)</div>")
            body.append("""
                <div id="controls">
                <button id="play" type="button">Play</button>
                <input id="scrubber" type="range" min="0" max="\(p.data.samples.count - 1)" step="1" value="\(p.data.samples.count - 1)" aria-label="sample">
                <output id="time"></output>
                <label>speed <select id="speed"><option value="1">1×</option><option value="0.25">¼×</option><option value="0.1">⅒×</option></select></label>
                </div>
                """)
            body.append("<p id=\"note\">\(xmlEscape(note)) Link to a moment with <code>#sample=N</code> or <code>#t=SECONDS</code>.</p>")
            if sceneNowDiffers {
                body.append("<h2>The scene now</h2>")
                body.append("<p>Commands after the animation changed the scene; this is how it looks now.</p>")
                body.append("<div id=\"scene-now\">\n\(svgDocument(idPrefix: "now-", elementID: "scene-now-svg", standalone: false))</div>")
            }
        } else {
            body.append("<div id=\"stage\">\n\(svgDocument(elementID: "scene", standalone: false))</div>")
            note = "No animation has run in this session, so this is the static scene. "
                + "Run an animation (e.g. animate { set row axis=vertical }) and export again to get a player."
            body.append("<p id=\"note\" class=\"no-timeline\">\(xmlEscape(note))</p>")
        }
        body.append(legendHTML())

        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>StackLab: \(xmlEscape(deviceName)) \(window.screen.orientation.rawValue)</title>
            <style>
            html, body { margin: 0; padding: 0; background: #f5f5f5; color: #212121; }
            body { font: 13px/1.4 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; }
            #stage, #scene-now { display: block; line-height: 0; }
            svg { display: block; }
            #controls { display: flex; align-items: center; gap: 8px; padding: 8px 10px; background: #eeeeee; }
            #scrubber { flex: 1; min-width: 120px; }
            #time { font-variant-numeric: tabular-nums; min-width: 12em; }
            p, h2, .legend { margin: 8px 10px; }
            h2 { font-size: 15px; }
            .legend span { display: inline-block; margin-right: 10px; }
            .legend i { display: inline-block; width: 10px; height: 10px; margin-right: 4px; border: 1px solid; vertical-align: -1px; }
            </style>
            </head>
            <body>

            """
        html += body.joined(separator: "\n") + "\n"
        if let p = player {
            html += "<script type=\"application/json\" id=\"timeline\">\(scriptSafe(p.timeline.json()))</script>\n"
            html += "<script type=\"application/json\" id=\"player-data\">\(scriptSafe(p.data.json()))</script>\n"
            html += "<script>\n\(playerScript)</script>\n"
        }
        html += "</body>\n</html>\n"
        return html
    }

    /// JSON inside `<script>`: `</` may not appear.
    private func scriptSafe(_ json: String) -> String {
        json.replacingOccurrences(of: "</", with: "<\\/")
    }

    private func legendHTML() -> String {
        let kinds: [(String, ControlKind)] = [
            ("view", .plain), ("label", .label(text: "")), ("button", .button(title: "")), ("image", .imageView(imageSize: nil)),
            ("switch", .switchControl), ("field", .textField(placeholder: "", text: "")), ("stack", .stack), ("scroll", .scroll),
        ]
        var s = "<p class=\"legend\">"
        for (name, kind) in kinds {
            let st = SVGViewStyle.forKind(kind)
            s += "<span><i style=\"background:\(st.fill);border-color:\(st.stroke)\"></i>\(name)</span>"
        }
        s += "<span><i style=\"border:1px dashed #616161\"></i>hidden</span>"
        s += "<span><i style=\"background:rgba(0,0,0,0.06);border-color:#43a047\"></i>outside the safe area</span>"
        s += "<span><i style=\"border:1px dashed #ec407a\"></i>root margins</span>"
        return s + "</p>"
    }

    // MARK: The animation's scene

    /// A scratch session in the state the last animation ran in: the
    /// history up to the last `animate`, then its block's commands; and
    /// which views were hidden before the block (effectively, ancestors
    /// included).
    func animationScene() -> (scene: Session, hiddenBefore: Set<String>)? {
        let commands = scriptCommands()
        var parsed: [ParsedCommand] = []
        for text in commands {
            for case .success(let c) in grammar.parse(text, file: "<export>", firstLine: 1) { parsed.append(c) }
        }
        guard let last = parsed.lastIndex(where: { $0.name == AnimateCommand.spec.name }) else { return nil }
        // The session's own files: a script that opened a document reads it again.
        let scratch = Session(fileSystem: fileSystem)
        for c in parsed[..<last] { _ = try? scratch.execute(c) }
        scratch.window.layoutIfNeeded()
        var hiddenBefore = Set<String>()
        for v in scratch.window.rootView.allViews() where scratch.isEffectivelyHidden(v) { hiddenBefore.insert(v.name) }
        for inner in parsed[last].argument("COMMANDS")?.value.commands ?? [] { _ = try? scratch.execute(inner) }
        scratch.window.layoutIfNeeded()
        return (scratch, hiddenBefore)
    }

    func isEffectivelyHidden(_ v: View) -> Bool {
        var x: View? = v
        while let y = x {
            if y.isHidden { return true }
            x = y.superview
        }
        return false
    }

    /// Every view of the window at every sample of `timeline`, in screen
    /// coordinates: a view the timeline lists takes its sampled frame and
    /// alpha, any other its model values; scroll offsets likewise.
    func playerData(timeline: Timeline, hiddenBefore: Set<String>) -> PlayerData {
        window.layoutIfNeeded()
        let views = window.rootView.allViews().filter { $0 !== window.rootView }
        let root = window.rootView
        var result: [(Double, [[Double]])] = []
        let lastIndex = timeline.samples.count - 1
        for (i, sample) in timeline.samples.enumerated() {
            var frames: [String: (Rect, Double)] = [:]
            for v in sample.views { frames[v.name] = (v.frame, v.alpha) }
            var offsets: [String: Point] = [:]
            for s in sample.scrollViews { offsets[s.name] = s.contentOffset }
            var origin: [ObjectIdentifier: (Point, Double)] = [ObjectIdentifier(root): (.zero, root.alpha)]
            func place(_ v: View) -> (Point, Double) {
                if let o = origin[ObjectIdentifier(v)] { return o }
                let (frame, alpha) = frames[v.name] ?? (v.frame, v.alpha)
                guard let parent = v.superview else { return (frame.origin, alpha) }
                let (po, pa) = place(parent)
                var shift = Point.zero
                if let s = parent as? ScrollView { shift = offsets[s.name] ?? s.contentOffset }
                let o = (Point(x: po.x + frame.origin.x - shift.x, y: po.y + frame.origin.y - shift.y), pa * alpha)
                origin[ObjectIdentifier(v)] = o
                return o
            }
            var rects: [[Double]] = []
            for v in views {
                let (o, a) = place(v)
                let size = (frames[v.name]?.0 ?? v.frame).size
                let hiddenAfter = isEffectivelyHidden(v)
                // A view hidden by the block stays visible while it shrinks.
                let hidden = hiddenAfter && (i == lastIndex || hiddenBefore.contains(v.name))
                rects.append([o.x, o.y, size.width, size.height, a, hidden ? 1 : 0])
            }
            result.append((sample.t, rects))
        }
        return PlayerData(names: views.map(\.name), samples: result)
    }
}

extension PlayerData {
    func json() -> String {
        var s = "{\"names\":[" + names.map(jsonString).joined(separator: ",") + "],\"samples\":["
        s += samples.map { sample in
            "{\"t\":\(formatNumber(sample.t)),\"rects\":[" + sample.rects.map(jsonNumbers).joined(separator: ",") + "]}"
        }.joined(separator: ",")
        return s + "]}"
    }
}

/// The page's player: moves the SVG's rects to a sample's rects.
private let playerScript = #"""
(function () {
  "use strict";
  var data = JSON.parse(document.getElementById("player-data").textContent);
  var timeline = JSON.parse(document.getElementById("timeline").textContent);
  var svg = document.getElementById("scene");
  var scrubber = document.getElementById("scrubber");
  var output = document.getElementById("time");
  var playButton = document.getElementById("play");
  var speed = document.getElementById("speed");
  var byName = {};
  svg.querySelectorAll("rect[data-name]").forEach(function (r) { byName[r.getAttribute("data-name")] = r; });
  var clips = {};
  svg.querySelectorAll("rect[data-clip-for]").forEach(function (r) { clips[r.getAttribute("data-clip-for")] = r; });
  var last = data.samples.length - 1;
  var current = last;

  function fmt(n) { return String(Math.round(n * 1000) / 1000); }

  function show(index) {
    index = Math.max(0, Math.min(last, index | 0));
    current = index;
    var sample = data.samples[index];
    data.names.forEach(function (name, k) {
      var r = sample.rects[k], rect = byName[name];
      if (!rect) { return; }
      rect.setAttribute("x", fmt(r[0])); rect.setAttribute("y", fmt(r[1]));
      rect.setAttribute("width", fmt(Math.max(0, r[2]))); rect.setAttribute("height", fmt(Math.max(0, r[3])));
      var hidden = r[5] === 1;
      rect.setAttribute("fill-opacity", hidden ? "0" : rect.getAttribute("data-fill-opacity"));
      if (hidden) { rect.setAttribute("stroke-dasharray", "4 3"); } else { rect.removeAttribute("stroke-dasharray"); }
      rect.setAttribute("data-frame", [r[0], r[1], r[2], r[3]].map(fmt).join(" "));
      var group = rect.parentNode;
      if (r[4] === 1) { group.removeAttribute("opacity"); } else { group.setAttribute("opacity", fmt(r[4])); }
      var label = rect.nextElementSibling;
      if (label) {
        var atEnd = label.getAttribute("text-anchor") === "end";
        label.setAttribute("x", fmt(atEnd ? r[0] + r[2] - 2 : r[0] + 2)); label.setAttribute("y", fmt(r[1] + 9));
        label.textContent = (hidden ? "\u25cc" : "") + name;
        if (r[2] <= 0 || r[3] <= 0) { label.setAttribute("display", "none"); } else { label.removeAttribute("display"); }
      }
      var clip = clips[name];
      if (clip) {
        clip.setAttribute("x", fmt(r[0])); clip.setAttribute("y", fmt(r[1]));
        clip.setAttribute("width", fmt(Math.max(0, r[2]))); clip.setAttribute("height", fmt(Math.max(0, r[3])));
      }
    });
    scrubber.value = String(index);
    output.textContent = "t = " + fmt(sample.t) + " s \u00b7 sample " + index + " of " + last;
    document.body.setAttribute("data-sample", String(index));
  }

  function nearest(t) {
    var best = 0;
    data.samples.forEach(function (s, i) {
      if (Math.abs(s.t - t) < Math.abs(data.samples[best].t - t)) { best = i; }
    });
    return best;
  }

  var timer = null;
  function stop() {
    if (timer !== null) { cancelAnimationFrame(timer); timer = null; }
    playButton.textContent = "Play";
  }
  function play() {
    if (current >= last) { show(0); }
    var startT = data.samples[current].t, startClock = null;
    playButton.textContent = "Pause";
    function step(now) {
      if (startClock === null) { startClock = now; }
      var t = startT + (now - startClock) / 1000 * Number(speed.value);
      var index = 0;
      data.samples.forEach(function (s, i) { if (s.t <= t + 1e-9) { index = i; } });
      show(index);
      if (index >= last) { stop(); return; }
      timer = requestAnimationFrame(step);
    }
    timer = requestAnimationFrame(step);
  }

  playButton.addEventListener("click", function () { if (timer === null) { play(); } else { stop(); } });
  scrubber.addEventListener("input", function () { stop(); show(Number(scrubber.value)); });

  function fromLocation() {
    var text = (location.hash || "").replace(/^#/, "") + "&" + (location.search || "").replace(/^\?/, "");
    var index = null, autoplay = false;
    text.split("&").forEach(function (part) {
      var kv = part.split("=");
      if (kv[0] === "sample" && kv[1] !== undefined && kv[1] !== "") { index = Number(kv[1]); }
      if (kv[0] === "t" && kv[1] !== undefined && kv[1] !== "") { index = nearest(Number(kv[1])); }
      if (kv[0] === "play") { autoplay = true; }
    });
    stop();
    show(index === null || isNaN(index) ? last : index);
    if (autoplay) { play(); }
  }
  window.addEventListener("hashchange", fromLocation);
  window.stackLab = { timeline: timeline, data: data, show: show };
  fromLocation();
})();
"""#
