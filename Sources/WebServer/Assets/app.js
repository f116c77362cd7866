// StackLab in the browser: one session per tab over a WebSocket (/ws), in
// the REPL's command language. Plain JavaScript, no build step, nothing from
// the network but this server. The server answers every message with JSON
// (see Sources/WebServer/Messages.swift); this file draws what it says.
(function () {
  "use strict";

  var $ = function (id) { return document.getElementById(id); };
  var body = document.body;
  var socket = null;
  var nextID = 1;
  var waiting = {};          // id -> callback
  var pending = 0;
  var results = 0;
  var history = [];
  var historyAt = 0;
  var devices = [];
  var lessons = [];
  var lastState = null;
  var lookCache = {};
  var inspected = null;
  var tab = "explain";
  var player = null;         // {data, timeline, svg}
  var lessonSeen = null;     // id of the lesson the panel shows
  var PROGRESS = "stacklab.progress";

  // MARK: The connection

  function connect() {
    var url = (location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws";
    socket = new WebSocket(url);
    socket.onmessage = function (event) {
      var m;
      try { m = JSON.parse(event.data); } catch (e) { return; }
      receive(m);
    };
    socket.onclose = function (event) {
      pending = 0;
      body.dataset.busy = "0";
      if (!body.dataset.ended) {
        banner("The connection to the server closed" + (event.reason ? " (" + event.reason + ")" : "") + ". Reload the page for a new session.", true);
      }
    };
  }

  function send(message, callback) {
    if (!socket || socket.readyState !== 1) { banner("Not connected to the server. Reload the page.", true); return; }
    message.id = nextID++;
    if (callback) { waiting[message.id] = callback; }
    pending += 1;
    body.dataset.busy = "1";
    socket.send(JSON.stringify(message));
  }

  function receive(m) {
    if (m.type === "hello") {
      devices = m.devices || [];
      lessons = m.lessons || [];
      fillDevices();
      fillLessons();
      applyState(m.state);
      body.dataset.busy = "0";
      fromLink();
      return;
    }
    if (m.type === "ended") {
      body.dataset.ended = "1";
      banner(m.reason, true);
      return;
    }
    if (m.id !== undefined && m.type !== "hello") {
      pending = Math.max(0, pending - 1);
      var callback = waiting[m.id];
      delete waiting[m.id];
      if (m.type === "error") { showError(m.message); }
      if (callback) { callback(m); }
      if (m.type === "result") {
        results += 1;
        body.dataset.results = String(results);
      }
      if (pending === 0) { body.dataset.busy = "0"; }
    } else if (m.type === "error") {
      showError(m.message);
    }
  }

  function banner(text, bad) {
    var b = $("banner");
    b.textContent = text;
    b.hidden = !text;
    b.classList.toggle("bad", !!bad);
  }

  function showError(text) {
    addEntry(null, [{ kind: "diagnostic", text: "error: " + text }]);
  }

  // MARK: Running commands

  function run(text, options) {
    options = options || {};
    if (!options.quietEcho && text.trim() !== "") {
      if (history[history.length - 1] !== text) { history.push(text); }
      historyAt = history.length;
    }
    send({ type: "run", text: text, columns: transcriptColumns() },
         function (m) { if (m.type === "result") { showResult(m, options); } });
  }

  // How many characters of the transcript's font fit in one of its lines:
  // the server lays tables and paragraphs out to it, as to a terminal.
  function transcriptColumns() {
    var t = $("transcript");
    var probe = document.createElement("pre");
    probe.style.cssText = "position:absolute;visibility:hidden;white-space:pre;margin:0";
    probe.textContent = "0000000000";
    t.appendChild(probe);
    var glyph = probe.getBoundingClientRect().width / 10;
    t.removeChild(probe);
    var style = getComputedStyle(t);
    var inner = t.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    if (!(glyph > 0) || !(inner > 0)) { return 200; }
    return Math.max(20, Math.min(400, Math.floor(inner / glyph) - 1));
  }

  function showResult(m, options) {
    addEntry(m.input, m.printed);
    var texts = m.printed.filter(function (p) { return p.kind === "text"; }).map(function (p) { return p.text; });
    if (m.changed) {
      $("changes-input").textContent = m.input;
      $("changes").textContent = texts.length ? texts.join("\n") : "(no frame moved)";
    }
    showCaret(m);
    if (options.after) { options.after(m); }
    applyState(m.state);
    // The tutor's words when the goal is reached: the rule, why in your
    // scene, what comes next.
    var reached = texts.filter(function (t) { return t.indexOf("goal reached:") >= 0; });
    if (reached.length && m.state && m.state.lesson) {
      var words = reached[0].slice(reached[0].indexOf("goal reached:"));
      $("lesson-reached").textContent = words;
      $("lesson-reached").hidden = false;
    }
  }

  function addEntry(input, printed) {
    var t = $("transcript");
    var entry = document.createElement("div");
    entry.className = "entry";
    if (input !== null && input !== undefined) {
      var echo = document.createElement("div");
      echo.className = "echo";
      echo.appendChild(document.createTextNode("stacklab> "));
      var b = document.createElement("b");
      b.textContent = input;
      echo.appendChild(b);
      entry.appendChild(echo);
    }
    printed.forEach(function (p) {
      var pre = document.createElement("pre");
      pre.className = p.kind;
      pre.textContent = p.text;
      entry.appendChild(pre);
    });
    t.appendChild(entry);
    while (t.children.length > 200) { t.removeChild(t.firstChild); }
    t.scrollTop = t.scrollHeight;
  }

  // The first diagnostic in the typed line: a caret under the command
  // line at its column (the transcript shows the rendered one too).
  function showCaret(m) {
    var caret = $("caret");
    var input = $("command");
    caret.textContent = "";
    input.classList.remove("failed");
    var d = null;
    m.printed.forEach(function (p) { if (!d && p.kind === "diagnostic" && p.inInput) { d = p; } });
    if (!d) { return; }
    input.classList.add("failed");
    var lines = m.input.split("\n");
    var line = lines[(d.line || 1) - 1] || "";
    if (lines.length === 1 && input.value === "") { input.value = m.input; }
    var pad = "";
    var chars = Array.from(line);
    for (var i = 0; i < Math.min(chars.length, (d.column || 1) - 1); i++) { pad += chars[i] === "\t" ? "\t" : " "; }
    var marks = "^" + new Array(Math.max(0, (d.length || 1) - 1) + 1).join("~");
    var mark = document.createElement("span");
    mark.className = "mark";
    mark.textContent = pad + marks;
    caret.appendChild(mark);
    var message = document.createElement("span");
    message.className = "message";
    message.textContent = d.message;
    caret.appendChild(message);
    caret.dataset.column = String(d.column);
  }

  // MARK: The state: scene, lesson, animation

  function applyState(s) {
    if (!s) { return; }
    // A drawing that did not change is left out of the reply: keep ours.
    if (s.svg === undefined && lastState) { s.svg = lastState.svg; }
    if (s.lesson && s.lesson.target === undefined && lastState && lastState.lesson) {
      s.lesson.target = lastState.lesson.target;
    }
    lastState = s;
    lookCache = {};
    var select = $("device");
    if (devices.indexOf(s.device) < 0 && s.device) {
      var o = document.createElement("option");
      o.value = s.device; o.textContent = s.device;
      select.appendChild(o);
    }
    select.value = s.device;
    $("undo").disabled = !s.canUndo;
    if (s.player !== undefined) { setPlayer(s.player); }
    $("stage").innerHTML = s.svg;
    $("scene-caption").textContent = "Your scene · " + s.device + " " + s.orientation;
    showLesson(s.lesson);
    if (player) { showPlayer(); }
    wireViews($("stage"));
    if (inspected) { look(inspected); }
    body.dataset.device = s.device;
    body.dataset.orientation = s.orientation;
  }

  function wireViews(root) {
    root.querySelectorAll("svg g.view").forEach(function (g) {
      g.addEventListener("mouseenter", function () { select(g); });
      g.addEventListener("click", function (ev) { ev.stopPropagation(); select(g); });
    });
  }

  function select(g) {
    document.querySelectorAll("svg g.view.selected").forEach(function (x) { x.classList.remove("selected"); });
    g.classList.add("selected");
    look(g.getAttribute("data-name"));
  }

  function look(name) {
    inspected = name;
    $("inspect-name").textContent = name;
    if (lookCache[name]) { showLook(lookCache[name]); return; }
    send({ type: "look", view: name }, function (m) {
      if (m.type !== "look") { return; }
      lookCache[m.view] = m;
      if (inspected === m.view) { showLook(m); }
    });
  }

  function showLook(m) {
    var text = m[tab] || "";
    $("inspect").textContent = text;
    document.querySelectorAll(".tabs [data-tab]").forEach(function (b) {
      b.setAttribute("aria-selected", b.dataset.tab === tab ? "true" : "false");
    });
  }

  // MARK: Lessons

  function progress() {
    try { return JSON.parse(localStorage.getItem(PROGRESS) || "{}") || {}; } catch (e) { return {}; }
  }
  function saveProgress(p) {
    try { localStorage.setItem(PROGRESS, JSON.stringify(p)); } catch (e) { /* private mode */ }
  }
  function record(id, change) {
    var p = progress();
    var r = p[id] || { solved: false, revealed: false, hints: 0 };
    change(r);
    p[id] = r;
    saveProgress(p);
    fillLessons();
  }

  function fillLessons() {
    var list = $("lesson-list");
    list.innerHTML = "";
    var p = progress();
    lessons.forEach(function (l) {
      var li = document.createElement("li");
      var status = document.createElement("span");
      status.className = "status";
      var r = p[l.id] || {};
      status.textContent = r.solved ? "✓" : (r.revealed ? "◐" : "");
      li.appendChild(status);
      li.dataset.lesson = l.id;
      if (l.pending) {
        var span = document.createElement("span");
        span.className = "pending";
        span.textContent = l.title + " (pending)";
        li.appendChild(span);
      } else {
        var b = document.createElement("button");
        b.type = "button";
        b.textContent = l.title;
        b.title = l.id + " · " + l.source;
        b.addEventListener("click", function () {
          toggleLessons(false);
          run("lesson start " + l.id);
        });
        li.appendChild(b);
      }
      list.appendChild(li);
    });
  }

  function toggleLessons(show) {
    var panel = $("lessons");
    panel.hidden = show === undefined ? !panel.hidden : !show;
    $("lessons-button").setAttribute("aria-expanded", panel.hidden ? "false" : "true");
  }

  function showLesson(l) {
    var panel = $("lesson");
    var target = $("target-figure");
    if (!l) {
      panel.hidden = true;
      target.hidden = true;
      body.classList.remove("lesson-on");
      body.dataset.lesson = "";
      lessonSeen = null;
      return;
    }
    body.classList.add("lesson-on");
    body.dataset.lesson = l.id;
    panel.hidden = false;
    target.hidden = false;
    $("target-box").innerHTML = l.target;
    wireViews($("target-box"));
    if (lessonSeen !== l.id) {
      lessonSeen = l.id;
      $("lesson-hint").hidden = true;
      $("lesson-hint").textContent = "";
    }
    $("lesson-title").textContent = l.title;
    $("lesson-intro").textContent = l.intro;
    $("lesson-goal").textContent = "Goal: " + l.goal;
    var list = $("checklist");
    list.innerHTML = "";
    l.checks.forEach(function (c) {
      var li = document.createElement("li");
      li.className = c.holds ? "holds" : "misses";
      li.appendChild(document.createTextNode(c.words));
      if (c.failure) {
        var why = document.createElement("span");
        why.className = "why";
        why.textContent = c.failure;
        li.appendChild(why);
      }
      list.appendChild(li);
    });
    var reached = $("lesson-reached");
    if (!l.reached) {
      reached.hidden = true;
      reached.textContent = "";
    } else if (reached.hidden) {
      reached.hidden = false;
      reached.textContent = "Goal reached!" + (l.next ? " Next: “Next lesson”." : "");
    }
    // A hint's "in your scene" numbers are the attempt's before it reached
    // the goal: once reached, the tutor's words stand alone.
    if (l.reached) { $("lesson-hint").hidden = true; }
    body.dataset.goal = l.reached ? "reached" : "open";
    if (l.reached) { record(l.id, function (r) { if (!r.revealed) { r.solved = true; } }); }
    $("hint").textContent = "Hint (" + l.hintsShown + "/" + l.hintCount + ")";
    $("lesson-next").disabled = !l.next;
  }

  // MARK: The animation player

  function setPlayer(p) {
    if (!p) { player = null; hidePlayer(); return; }
    player = { data: p.data, timeline: p.timeline, svg: p.svg, fresh: true };
  }

  function hidePlayer() {
    stopPlaying();
    $("player").hidden = true;
    $("player-note").hidden = true;
  }

  function showPlayer() {
    $("stage").innerHTML = player.svg;
    $("scene-caption").textContent = "Animation · " + lastState.device + " " + lastState.orientation;
    var svg = $("stage").querySelector("svg");
    var parts = { byName: {}, outlines: {}, labels: {}, clips: {}, home: {} };
    svg.querySelectorAll("g.view").forEach(function (g) {
      var n = g.getAttribute("data-name");
      parts.byName[n] = g;
      parts.home[n] = g.getAttribute("data-frame").split(" ").map(Number);
    });
    svg.querySelectorAll("rect[data-outline-for]").forEach(function (r) { parts.outlines[r.getAttribute("data-outline-for")] = r; });
    svg.querySelectorAll("g[data-label-for]").forEach(function (g) { parts.labels[g.getAttribute("data-label-for")] = g; });
    svg.querySelectorAll("rect[data-clip-for]").forEach(function (r) { parts.clips[r.getAttribute("data-clip-for")] = r; });
    player.parts = parts;
    var last = player.data.samples.length - 1;
    var scrubber = $("scrubber");
    scrubber.max = String(last);
    $("player").hidden = false;
    var t = player.timeline;
    var moving = (t.views || []).map(function (v) { return v.name; });
    var note = $("player-note");
    note.hidden = false;
    note.textContent = "The last animation: " + t.duration + " s, " + t.curve + ", " + player.data.samples.length + " samples" +
      (moving.length ? "; moving: " + moving.join(", ") : "") + ". Drag the scrubber or press Play.";
    wireViews($("stage"));
    if (player.fresh) {
      player.fresh = false;
      showSample(0);
      play();
    } else {
      showSample(player.current === undefined ? last : player.current);
    }
  }

  function fmt(n) { return String(Math.round(n * 1000) / 1000); }
  function place(rect, r) {
    rect.setAttribute("x", fmt(r[0])); rect.setAttribute("y", fmt(r[1]));
    rect.setAttribute("width", fmt(Math.max(0, r[2]))); rect.setAttribute("height", fmt(Math.max(0, r[3])));
  }

  function showSample(index) {
    if (!player) { return; }
    var data = player.data, parts = player.parts;
    var last = data.samples.length - 1;
    index = Math.max(0, Math.min(last, index | 0));
    player.current = index;
    var sample = data.samples[index];
    data.names.forEach(function (name, k) {
      var r = sample.rects[k], g = parts.byName[name];
      if (!g) { return; }
      var hidden = r[5] === 1;
      var frame = g.querySelector("rect.frame");
      if (frame) { place(frame, r); }
      g.setAttribute("data-frame", [r[0], r[1], r[2], r[3]].map(fmt).join(" "));
      var content = g.querySelector("g.content");
      var h = parts.home[name];
      var sx = h[2] > 0 ? r[2] / h[2] : 1, sy = h[3] > 0 ? r[3] / h[3] : 1;
      if (content) { content.setAttribute("transform", "translate(" + fmt(r[0]) + " " + fmt(r[1]) + ") scale(" + fmt(sx) + " " + fmt(sy) + ")"); }
      if (hidden || r[2] <= 0 || r[3] <= 0) { g.setAttribute("display", "none"); } else { g.removeAttribute("display"); }
      if (r[4] === 1) { g.removeAttribute("opacity"); } else { g.setAttribute("opacity", fmt(r[4])); }
      var o = parts.outlines[name];
      if (o) { place(o, r); o.setAttribute("fill-opacity", hidden ? "0" : (o.getAttribute("data-fill-opacity") || "0")); }
      var l = parts.labels[name];
      if (l) {
        l.setAttribute("transform", "translate(" + fmt(r[0] - h[0]) + " " + fmt(r[1] - h[1]) + ")");
        if (r[2] <= 0 || r[3] <= 0) { l.setAttribute("display", "none"); } else { l.removeAttribute("display"); }
      }
      var clip = parts.clips[name];
      if (clip) { place(clip, r); }
    });
    $("scrubber").value = String(index);
    $("time").textContent = "t = " + fmt(sample.t) + " s · sample " + index + " of " + last;
    body.dataset.sample = String(index);
  }

  var timer = null;
  function stopPlaying() {
    if (timer !== null) { cancelAnimationFrame(timer); timer = null; }
    $("play").textContent = "Play";
  }
  function play() {
    if (!player) { return; }
    var samples = player.data.samples, last = samples.length - 1;
    if (player.current >= last) { showSample(0); }
    var startT = samples[player.current].t, startClock = null;
    $("play").textContent = "Pause";
    function step(now) {
      if (startClock === null) { startClock = now; }
      var t = startT + (now - startClock) / 1000 * Number($("speed").value);
      var index = 0;
      samples.forEach(function (s, i) { if (s.t <= t + 1e-9) { index = i; } });
      showSample(index);
      if (index >= last) { stopPlaying(); return; }
      timer = requestAnimationFrame(step);
    }
    timer = requestAnimationFrame(step);
  }

  // MARK: Share links: the script, deflate-raw, base64url, in the fragment

  function toBase64url(bytes) {
    var s = "";
    for (var i = 0; i < bytes.length; i += 0x8000) { s += String.fromCharCode.apply(null, bytes.subarray(i, i + 0x8000)); }
    return btoa(s).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
  }
  function fromBase64url(text) {
    var s = text.replace(/-/g, "+").replace(/_/g, "/");
    while (s.length % 4) { s += "="; }
    var raw = atob(s), out = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) { out[i] = raw.charCodeAt(i); }
    return out;
  }
  function pipe(bytes, stream) {
    return new Response(new Blob([bytes]).stream().pipeThrough(stream)).arrayBuffer().then(function (b) { return new Uint8Array(b); });
  }
  function compress(text) { return pipe(new TextEncoder().encode(text), new CompressionStream("deflate-raw")).then(toBase64url); }
  function decompress(text) {
    return pipe(fromBase64url(text), new DecompressionStream("deflate-raw")).then(function (b) { return new TextDecoder().decode(b); });
  }

  // A link carries at most this much (compressed, base64url): enough for
  // a script and a small storyboard, and what chat and mail keep whole.
  var LINK_LIMIT = 32 * 1024;

  function share() {
    send({ type: "share" }, function (m) {
      if (m.type !== "script") { return; }
      // A scene opened from the page's own documents carries them: `f=`
      // is the script and the files as JSON; `s=` the script alone.
      var files = m.files || [];
      var key = files.length ? "f" : "s";
      var payload = files.length ? JSON.stringify({ script: m.text, files: files }) : m.text;
      compress(payload).then(function (code) {
        if (code.length > LINK_LIMIT) {
          $("share-box").hidden = true;
          body.dataset.shared = "too-big";
          banner("No link: this scene opens " + files.map(function (f) { return f.name; }).join(", ") +
            ", " + Math.ceil(code.length / 1024) + " KB compressed, and a link carries " + (LINK_LIMIT / 1024) +
            " KB at most. Download a save and the document instead.", true);
          return;
        }
        var url = location.origin + location.pathname + "#" + key + "=" + code;
        window.history.replaceState(null, "", "#" + key + "=" + code);
        $("share-link").value = url;
        $("share-box").hidden = false;
        $("share-link").select();
        body.dataset.shared = "1";
      });
    });
  }

  function fromLink() {
    var match = /(?:^#|&)([sf])=([A-Za-z0-9_-]+)/.exec(location.hash);
    if (!match) { return; }
    body.dataset.busy = "1";
    decompress(match[2]).then(function (text) {
      if (match[1] === "s") { openFile("shared.stack", text); return; }
      // The documents first (each opened as a dropped file is), then the
      // script, which opens them again and does the rest.
      var shared;
      try { shared = JSON.parse(text); } catch (e) {
        body.dataset.busy = "0";
        banner("This link's scene cannot be read (the link was cut short?).", true);
        return;
      }
      var files = (shared.files || []).slice();
      (function next() {
        var f = files.shift();
        if (!f) { openFile("shared.stack", shared.script || ""); return; }
        send({ type: "open", name: f.name, content: f.content }, next);
      })();
    }, function () {
      body.dataset.busy = "0";
      banner("This link's scene cannot be read (the link was cut short?).", true);
    });
  }

  // MARK: Files

  function openFile(name, content) {
    send({ type: "open", name: name, content: content }, function (m) {
      if (m.type === "result") { showResult(m, {}); body.dataset.opened = name; }
    });
  }

  function readFile(file) {
    if (!/\.(stack|txt|storyboard|xib|swift)$/i.test(file.name)) {
      showError(file.name + ": open takes .stack scripts, storyboards, xibs and Swift files");
      return;
    }
    file.text().then(function (text) { openFile(file.name, text); });
  }

  function download(what) {
    send({ type: "download", what: what }, function (m) {
      if (m.type !== "file") { return; }
      var blob = new Blob([m.content], { type: m.mime });
      var a = document.createElement("a");
      a.href = URL.createObjectURL(blob);
      a.download = m.name;
      document.body.appendChild(a);
      a.click();
      setTimeout(function () { URL.revokeObjectURL(a.href); a.remove(); }, 1000);
    });
  }

  // MARK: The command line: history, completion

  function scalarIndex(text, utf16) { return Array.from(text.slice(0, utf16)).length; }
  function utf16Index(text, scalars) { return Array.from(text).slice(0, scalars).join("").length; }

  function complete() {
    var input = $("command");
    var line = input.value, cursor = input.selectionStart || 0;
    send({ type: "complete", line: line, cursor: scalarIndex(line, cursor) }, function (m) {
      if (m.type !== "completions") { return; }
      var start = utf16Index(line, m.start);
      var word = line.slice(start, cursor);
      var list = $("completions");
      list.innerHTML = "";
      list.hidden = true;
      if (m.candidates.length === 0) { return; }
      function insert(text, final) {
        var tail = final && !/[=\/]$/.test(text) ? " " : "";
        input.value = line.slice(0, start) + text + tail + line.slice(cursor);
        var at = start + text.length + tail.length;
        input.setSelectionRange(at, at);
        input.focus();
      }
      if (m.candidates.length === 1) { insert(m.candidates[0], true); return; }
      var prefix = m.candidates.reduce(function (a, b) {
        var i = 0;
        while (i < a.length && i < b.length && a[i] === b[i]) { i++; }
        return a.slice(0, i);
      });
      if (prefix.length > word.length) { insert(prefix, false); }
      m.candidates.forEach(function (c) {
        var b = document.createElement("button");
        b.type = "button";
        b.role = "option";
        b.textContent = c;
        b.addEventListener("click", function () { insert(c, true); list.hidden = true; });
        list.appendChild(b);
      });
      list.hidden = false;
    });
  }

  $("command").addEventListener("keydown", function (e) {
    var input = $("command");
    if (e.key === "Tab") {
      e.preventDefault();
      complete();
    } else if (e.key === "ArrowUp") {
      if (historyAt > 0) { historyAt -= 1; input.value = history[historyAt]; e.preventDefault(); }
    } else if (e.key === "ArrowDown") {
      if (historyAt < history.length) { historyAt += 1; input.value = history[historyAt] || ""; e.preventDefault(); }
    } else if (e.key === "Escape") {
      $("completions").hidden = true;
    }
  });
  $("command").addEventListener("input", function () {
    $("caret").textContent = "";
    $("command").classList.remove("failed");
  });

  $("command-form").addEventListener("submit", function (e) {
    e.preventDefault();
    var input = $("command");
    var text = input.value;
    if (text.trim() === "") { return; }
    input.value = "";
    $("completions").hidden = true;
    run(text);
  });

  // MARK: Buttons

  $("device").addEventListener("change", function () { run("device " + $("device").value); });
  $("rotate").addEventListener("click", function () { run("rotate"); });
  $("undo").addEventListener("click", function () { run("undo"); });
  $("overlay-toggle").addEventListener("change", function () {
    body.classList.toggle("no-overlay", !$("overlay-toggle").checked);
  });
  $("lessons-button").addEventListener("click", function () { toggleLessons(); });
  $("share").addEventListener("click", share);
  $("share-copy").addEventListener("click", function () {
    $("share-link").select();
    if (navigator.clipboard) { navigator.clipboard.writeText($("share-link").value).catch(function () {}); }
  });
  $("share-close").addEventListener("click", function () { $("share-box").hidden = true; });
  $("file").addEventListener("change", function () {
    var f = $("file").files[0];
    if (f) { readFile(f); }
    $("file").value = "";
  });
  $("download").addEventListener("change", function () {
    var what = $("download").value;
    $("download").value = "";
    if (what) { download(what); }
  });
  $("hint").addEventListener("click", function () {
    var id = lastState && lastState.lesson ? lastState.lesson.id : null;
    run("hint", { after: function (m) {
      var text = m.printed.filter(function (p) { return p.kind === "text"; }).map(function (p) { return p.text; }).join("\n");
      $("lesson-hint").textContent = text;
      $("lesson-hint").hidden = !text;
      if (id) { record(id, function (r) { r.hints = (r.hints || 0) + 1; }); }
    } });
  });
  $("solution").addEventListener("click", function () {
    var id = lastState && lastState.lesson ? lastState.lesson.id : null;
    run("solution", { after: function (m) {
      var text = m.printed.filter(function (p) { return p.kind === "text"; }).map(function (p) { return p.text; }).join("\n");
      $("lesson-hint").textContent = text;
      $("lesson-hint").hidden = !text;
      if (id) { record(id, function (r) { if (!r.solved) { r.revealed = true; } }); }
    } });
  });
  $("lesson-reset").addEventListener("click", function () { run("lesson reset"); });
  $("lesson-next").addEventListener("click", function () { run("lesson next"); });
  $("lesson-stop").addEventListener("click", function () { run("lesson stop"); });
  $("play").addEventListener("click", function () { if (timer === null) { play(); } else { stopPlaying(); } });
  $("scrubber").addEventListener("input", function () { stopPlaying(); showSample(Number($("scrubber").value)); });
  $("player-close").addEventListener("click", function () {
    player = null;
    hidePlayer();
    if (lastState) { applyState(lastState); }
  });
  document.querySelectorAll(".tabs [data-tab]").forEach(function (b) {
    b.addEventListener("click", function () {
      tab = b.dataset.tab;
      if (inspected && lookCache[inspected]) { showLook(lookCache[inspected]); }
    });
  });

  // Drop a file anywhere on the page.
  var dragDepth = 0;
  document.addEventListener("dragenter", function (e) { e.preventDefault(); dragDepth += 1; $("drop").hidden = false; });
  document.addEventListener("dragleave", function () { dragDepth = Math.max(0, dragDepth - 1); if (!dragDepth) { $("drop").hidden = true; } });
  document.addEventListener("dragover", function (e) { e.preventDefault(); });
  document.addEventListener("drop", function (e) {
    e.preventDefault();
    dragDepth = 0;
    $("drop").hidden = true;
    var f = e.dataTransfer && e.dataTransfer.files && e.dataTransfer.files[0];
    if (f) { readFile(f); }
  });
  window.addEventListener("hashchange", fromLink);

  function fillDevices() {
    var select = $("device");
    select.innerHTML = "";
    devices.forEach(function (d) {
      var o = document.createElement("option");
      o.value = d; o.textContent = d;
      select.appendChild(o);
    });
  }

  window.stackLab = { run: run, send: send, state: function () { return lastState; },
    showSample: function (i) { stopPlaying(); showSample(i); } };
  connect();
})();
