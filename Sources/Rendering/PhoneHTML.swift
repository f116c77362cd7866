import Animation
import Geometry
import SceneModel

// One self-contained page (inline CSS, JS and SVG; nothing from the
// network) showing the scene as the phone would (``PhoneSVG``), with:
//
// - a "names and frames" switch for the overlay;
// - hover or tap a view: its frame and `explain`'s answer (each view's
//   group carries them as `data-frame` and `data-explain`);
// - with an animation, the player: a scrubber over the timeline's samples
//   that moves every view (its frame rect and its content) to its screen
//   rect at that sample. `page.html#sample=8`, `#t=0.125` or the same in
//   the query string pick a sample; `#play` starts playing; without a hash
//   the page shows the last sample.

/// The animation as the page plays it: per sample, per view, its screen
/// rect, effective alpha and whether it is drawn hidden.
public struct PlayerData: Sendable {
    public var names: [String]
    /// samples[i][k]: view `names[k]` at sample i: x, y, w, h, alpha, hidden (0/1).
    public var samples: [(t: Double, rects: [[Double]])]

    public init(names: [String], samples: [(t: Double, rects: [[Double]])]) {
        self.names = names
        self.samples = samples
    }

    public func json() -> String {
        var s = "{\"names\":[" + names.map(jsonString).joined(separator: ",") + "],\"samples\":["
        s += samples.map { sample in
            "{\"t\":\(formatNumber(sample.t)),\"rects\":[" + sample.rects.map(jsonNumbers).joined(separator: ",") + "]}"
        }.joined(separator: ",")
        return s + "]}"
    }
}

/// What the page plays: the scene the animation ran in, its samples, the
/// timeline, and whether the scene differs now (then drawn below).
public struct PlayerPage: Sendable {
    public var scene: SceneDescription
    public var data: PlayerData
    public var timeline: Timeline
    public var sceneNowDiffers: Bool

    public init(scene: SceneDescription, data: PlayerData, timeline: Timeline, sceneNowDiffers: Bool) {
        self.scene = scene
        self.data = data
        self.timeline = timeline
        self.sceneNowDiffers = sceneNowDiffers
    }
}

public enum PhoneHTML {
    /// The page of `scene` (the scene now), with `player` when an animation
    /// ran, and `explanations` (`explain`'s answer per view name) shown on
    /// hover or tap.
    public static func document(_ scene: SceneDescription, player: PlayerPage?,
                                explanations: [String: String]) -> String {
        func extra(_ d: SceneDescription, prefix: String) -> [String: [(String, String)]] {
            var out: [String: [(String, String)]] = [:]
            for v in PhoneSVG.drawnViews(d, idPrefix: prefix) {
                if let e = explanations[v.name] { out[v.id] = [("data-explain", e)] }
            }
            return out
        }
        var body: [String] = []
        let main = player?.scene ?? scene
        body.append("<div id=\"stage\">\n\(PhoneSVG.document(main, options: RenderOptions(elementID: "scene", standalone: false), extra: extra(main, prefix: "")))</div>")
        body.append("""
            <div id="bar"><label><input id="overlay-toggle" type="checkbox" checked> names and frames</label>
            <span class="hint">Hover or tap a view: its frame and why it has it.</span></div>
            """)
        body.append("<pre id=\"info\" aria-live=\"polite\">Hover or tap a view.</pre>")
        if let p = player {
            let moving = p.timeline.viewNames + p.timeline.scrollViewNames
            let note = "The last animation: \(formatNumber(p.timeline.duration)) s, \(p.timeline.curve), \(p.timeline.fps) fps, "
                + "\(p.timeline.times.count) samples; "
                + (moving.isEmpty ? "nothing moves." : "moving: " + moving.joined(separator: ", ") + ".")
            body.append("""
                <div id="controls">
                <button id="play" type="button">Play</button>
                <input id="scrubber" type="range" min="0" max="\(p.data.samples.count - 1)" step="1" value="\(p.data.samples.count - 1)" aria-label="sample">
                <output id="time"></output>
                <label>speed <select id="speed"><option value="1">1×</option><option value="0.25">¼×</option><option value="0.1">⅒×</option></select></label>
                </div>
                """)
            body.append("<p id=\"note\">\(xmlEscape(note)) Link to a moment with <code>#sample=N</code> or <code>#t=SECONDS</code>.</p>")
            if p.sceneNowDiffers {
                body.append("<h2>The scene now</h2>")
                body.append("<p>Commands after the animation changed the scene; this is how it looks now.</p>")
                body.append("<div id=\"scene-now\">\n\(PhoneSVG.document(scene, options: RenderOptions(idPrefix: "now-", elementID: "scene-now-svg", standalone: false), extra: extra(scene, prefix: "now-")))</div>")
            }
        } else {
            let note = "No animation has run in this session, so this is the scene as it stands. "
                + "Run an animation (e.g. animate { set row axis=vertical }) and export again to get a player."
            body.append("<p id=\"note\" class=\"no-timeline\">\(xmlEscape(note))</p>")
        }
        let screen = "\(xmlEscape(scene.device.name)) \(scene.device.orientation.rawValue)"
        var html = """
            <!doctype html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>StackLab: \(screen)</title>
            <style>
            html, body { margin: 0; padding: 0; background: #f2f2f7; color: #1c1c1e; }
            body { font: 13px/1.4 -apple-system, "Helvetica Neue", Helvetica, Arial, sans-serif; }
            #bar { display: flex; gap: 12px; align-items: center; padding: 6px 10px; }
            .hint { color: #6d6d72; }
            #stage, #scene-now { display: block; line-height: 0; }
            svg { display: block; }
            svg .view { cursor: pointer; }
            svg .view.selected > rect.frame { stroke: #ff9500; stroke-width: 2; }
            #info { margin: 8px 10px; padding: 8px; background: #ffffff; border: 1px solid #d1d1d6; white-space: pre-wrap; font: 12px/1.4 ui-monospace, Menlo, monospace; min-height: 3em; }
            #controls { display: flex; align-items: center; gap: 8px; padding: 8px 10px; background: #e5e5ea; }
            #scrubber { flex: 1; min-width: 120px; }
            #time { font-variant-numeric: tabular-nums; min-width: 12em; }
            p, h2 { margin: 8px 10px; }
            h2 { font-size: 15px; }
            </style>
            </head>
            <body>

            """
        html += body.joined(separator: "\n") + "\n"
        html += "<script>\n\(inspectScript)</script>\n"
        if let p = player {
            html += "<script type=\"application/json\" id=\"timeline\">\(scriptSafe(p.timeline.json()))</script>\n"
            html += "<script type=\"application/json\" id=\"player-data\">\(scriptSafe(p.data.json()))</script>\n"
            html += "<script>\n\(playerScript)</script>\n"
        }
        return html + "</body>\n</html>\n"
    }

    /// JSON inside `<script>`: `</` may not appear.
    static func scriptSafe(_ json: String) -> String {
        var out = ""
        var previous: Character? = nil
        for c in json {
            if previous == "<" && c == "/" { out += "\\/" } else { out.append(c) }
            previous = c
        }
        return out
    }
}

func jsonNumbers(_ xs: [Double]) -> String { "[" + xs.map(formatNumber).joined(separator: ",") + "]" }

/// Hover or tap a view: its name, frame and `explain`'s answer; the overlay
/// switch.
private let inspectScript = #"""
(function () {
  "use strict";
  var info = document.getElementById("info");
  var toggle = document.getElementById("overlay-toggle");
  var selected = null;
  function show(g) {
    if (selected) { selected.classList.remove("selected"); }
    selected = g;
    g.classList.add("selected");
    var f = (g.getAttribute("data-frame") || "").split(" ");
    var text = g.getAttribute("data-name") + " (" + g.getAttribute("data-kind") + ") screen frame {{" + f[0] + ", " + f[1] + "}, {" + f[2] + ", " + f[3] + "}}";
    var e = g.getAttribute("data-explain");
    info.textContent = e ? text + "\n\n" + e : text;
  }
  document.querySelectorAll("svg .view").forEach(function (g) {
    g.addEventListener("mouseenter", function () { show(g); });
    g.addEventListener("click", function (ev) { ev.stopPropagation(); show(g); });
  });
  toggle.addEventListener("change", function () {
    document.querySelectorAll("svg .overlay").forEach(function (o) {
      if (toggle.checked) { o.removeAttribute("display"); } else { o.setAttribute("display", "none"); }
    });
  });
  window.stackLabInspect = { show: show };
})();
"""#

/// The player: moves every view's frame rect, content and overlay to a
/// sample's rects.
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
  var byName = {}, outlines = {}, labels = {}, clips = {};
  svg.querySelectorAll("g.view").forEach(function (g) { byName[g.getAttribute("data-name")] = g; });
  svg.querySelectorAll("rect[data-outline-for]").forEach(function (r) { outlines[r.getAttribute("data-outline-for")] = r; });
  svg.querySelectorAll("g[data-label-for]").forEach(function (g) { labels[g.getAttribute("data-label-for")] = g; });
  svg.querySelectorAll("rect[data-clip-for]").forEach(function (r) { clips[r.getAttribute("data-clip-for")] = r; });
  var last = data.samples.length - 1;
  var current = last;
  var home = {};
  Object.keys(byName).forEach(function (n) { home[n] = byName[n].getAttribute("data-frame").split(" ").map(Number); });

  function fmt(n) { return String(Math.round(n * 1000) / 1000); }
  function place(rect, r) {
    rect.setAttribute("x", fmt(r[0])); rect.setAttribute("y", fmt(r[1]));
    rect.setAttribute("width", fmt(Math.max(0, r[2]))); rect.setAttribute("height", fmt(Math.max(0, r[3])));
  }

  function show(index) {
    index = Math.max(0, Math.min(last, index | 0));
    current = index;
    var sample = data.samples[index];
    data.names.forEach(function (name, k) {
      var r = sample.rects[k], g = byName[name];
      if (!g) { return; }
      var hidden = r[5] === 1;
      place(g.querySelector("rect.frame"), r);
      g.setAttribute("data-frame", [r[0], r[1], r[2], r[3]].map(fmt).join(" "));
      var content = g.querySelector("g.content");
      var h = home[name];
      var sx = h[2] > 0 ? r[2] / h[2] : 1, sy = h[3] > 0 ? r[3] / h[3] : 1;
      content.setAttribute("transform", "translate(" + fmt(r[0]) + " " + fmt(r[1]) + ") scale(" + fmt(sx) + " " + fmt(sy) + ")");
      if (hidden || r[2] <= 0 || r[3] <= 0) { g.setAttribute("display", "none"); } else { g.removeAttribute("display"); }
      if (r[4] === 1) { g.removeAttribute("opacity"); } else { g.setAttribute("opacity", fmt(r[4])); }
      var o = outlines[name];
      if (o) {
        place(o, r);
        o.setAttribute("fill-opacity", hidden ? "0" : o.getAttribute("data-fill-opacity"));
        if (hidden) { o.setAttribute("stroke-dasharray", "4 3"); } else { o.removeAttribute("stroke-dasharray"); }
      }
      var l = labels[name];
      if (l) {
        var dx = r[0] - h[0], dy = r[1] - h[1];
        l.setAttribute("transform", "translate(" + fmt(dx) + " " + fmt(dy) + ")");
        if (r[2] <= 0 || r[3] <= 0) { l.setAttribute("display", "none"); } else { l.removeAttribute("display"); }
      }
      var clip = clips[name];
      if (clip) { place(clip, r); }
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
