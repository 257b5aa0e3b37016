// The suite's cases for the browser peers (Plotly.js, lightweight-charts), run by suite.py
// in headless Chromium through the DevTools protocol: window.runSize(peer, case, size, ...).
//
// A frame is the case's data change, the library's own update call, and then a forced
// completion: Plotly's returned promise, a layout read (offsetHeight) and, for WebGL, a
// readPixels of one pixel from the WebGL canvas (which waits for the GPU work, here
// SwiftShader); lightweight-charts' chart.takeScreenshot(), which paints the pending update
// synchronously into the chart's canvases and copies them into one, and getImageData of one
// pixel of that copy (which waits for the canvases' raster). requestAnimationFrame is not
// awaited (it is held to the display rate in headless Chromium).
"use strict";

const WIDTH = 800;
const HEIGHT = 600;
const GREEN = "#00FF00";
const random = Math.random;

// ---- the suite's data ----

function brownian(n) {
  const x = new Float64Array(n), y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    x[i] = Math.round(random() * 100) + (random() - 0.5);
    y[i] = Math.round(random() * 50) + (random() - 0.5);
  }
  return {x, y, step() {
    for (let i = 0; i < n; i++) { x[i] += random() - 0.5; y[i] += random() - 0.5; }
  }};
}

function sortedY(n) {
  const x = indices(n), y = new Float64Array(n);
  for (let i = 0; i < n; i++) y[i] = Math.round(random() * 50) + (random() - 0.5);
  return {x, y, step() { for (let i = 0; i < n; i++) y[i] += random() - 0.5; }};
}

function indices(n, start = 0) {
  const x = new Float64Array(n);
  for (let i = 0; i < n; i++) x[i] = start + i;
  return x;
}

function walk(n, next = random, start = 0) {
  const y = new Float64Array(n);
  let value = start;
  for (let i = 0; i < n; i++) { value += next() * 10 - 5; y[i] = value; }
  return y;
}

// The suite's seeded generator for the append case: xorshift32 from 1.
function xorshift32() {
  let state = 1;
  return () => {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    return state / 4294967296;
  };
}

function extent(values) {
  let low = Infinity, high = -Infinity;
  for (const v of values) { if (v < low) low = v; if (v > high) high = v; }
  return [low, high];
}

// A y range widening each frame by delta on each side (or only at the top).
function zoom(low, high, delta, keepLow = false) {
  let frame = 0;
  return {
    range: () => [keepLow ? low : low - delta * frame, high + delta * frame],
    step() { frame += 1; return this.range(); },
  };
}

function zoomOfData(y) {
  const [low, high] = extent(y);
  return zoom(low, high, Math.max(Math.abs(low), Math.abs(high)) / 300);
}

function randomColor() {
  return "#" + Math.floor(random() * 0xffffff).toString(16).padStart(6, "0");
}

// ---- layout: the chart cells of one size ----

function cells(charts) {
  let columns = 1, rows = 1;
  while (columns * rows < charts) { if (columns > rows) rows *= 2; else columns *= 2; }
  const root = document.getElementById("chart-root");
  root.innerHTML = "";
  root.style.gridTemplateColumns = `repeat(${columns}, 1fr)`;
  root.style.gridTemplateRows = `repeat(${rows}, 1fr)`;
  const width = Math.floor(WIDTH / columns), height = Math.floor(HEIGHT / rows);
  return Array.from({length: charts}, () => {
    const div = document.createElement("div");
    div.style.width = width + "px";
    div.style.height = height + "px";
    root.appendChild(div);
    return {div, width, height};
  });
}

function chartKind(index, charts) {
  return charts === 1 ? "append" : ["append", "scatter", "columns", "mountain"][index % 4];
}

// ---- Plotly.js ----

const pixel = new Uint8Array(4);

function webglContexts(div) {
  const contexts = [];
  for (const canvas of div.querySelectorAll("canvas.gl-canvas-context")) {
    const gl = canvas.getContext("webgl") || canvas.getContext("webgl2");
    if (gl) contexts.push(gl);
  }
  return contexts;
}

function plotlyLayout(cell, x, y) {
  return {
    width: cell.width, height: cell.height, showlegend: false, datarevision: 0,
    xaxis: x ? {range: x, autorange: false} : {autorange: true},
    yaxis: y ? {range: y, autorange: false} : {autorange: true},
  };
}

// One Plotly chart in a cell: its traces and layout, and what a frame changes.
const plotlyCharts = {
  lines(cell, size, type) {
    const n = size.count, x = indices(n), range = zoom(-300, 300, 1);
    const traces = Array.from({length: n}, () => ({type, mode: "lines", x, y: walk(n),
      line: {width: 2, color: randomColor()}}));
    return {traces, layout: plotlyLayout(cell, [0, n], range.range()),
      frame: (div) => Plotly.relayout(div, {"yaxis.range": range.step()})};
  },
  scatter(cell, size, type) {
    const data = brownian(size.count);
    const trace = {type, mode: "markers", x: data.x, y: data.y, marker: {size: 5, color: GREEN, line: {width: 0}}};
    return refilled(cell, data, [trace], [-10, 110], [-10, 60]);
  },
  unsorted_line(cell, size, type) {
    const data = brownian(size.count);
    const trace = {type, mode: "lines", x: data.x, y: data.y, line: {width: 2, color: GREEN}};
    return refilled(cell, data, [trace], [-10, 110], [-10, 60]);
  },
  sorted_point_line(cell, size, type) {
    const data = sortedY(size.count);
    const trace = {type, mode: "lines+markers", x: data.x, y: data.y, line: {width: 2, color: GREEN},
      marker: {size: 10, color: "#FFFFFF", line: {width: 1, color: GREEN}}};
    return refilled(cell, data, [trace], [0, size.count - 1], [-10, 60]);
  },
  columns(cell, size) {
    const x = indices(size.count), y = walk(size.count);
    return zoomed(cell, [{type: "bar", x, y}], x, zoomOfData(y));
  },
  candlesticks(cell, size) {
    const n = size.count, open = new Float64Array(n), close = new Float64Array(n);
    const high = new Float64Array(n), low = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      open[i] = random(); close[i] = random();
      const v1 = random(), v2 = random();
      high[i] = Math.max(open[i], close[i], v1, v2); low[i] = Math.min(open[i], close[i], v1, v2);
    }
    const x = indices(n);
    const chart = zoomed(cell, [{type: "candlestick", x, open, high, low, close}], x, zoom(0, 1, 1 / 300, true));
    chart.layout.xaxis.rangeslider = {visible: false};
    return chart;
  },
  fifo(cell, size, type) {
    const n = size.count, increment = size.increment;
    let next = n;
    const traces = [0, 1, 2, 3, 4].map((i) => ({type, mode: "lines", x: indices(n),
      y: Float64Array.from({length: n}, () => random() + 2 * i), line: {width: 1}}));
    return {traces, layout: plotlyLayout(cell), frame(div) {
      const x = indices(increment, next);
      next += increment;
      const ys = [0, 1, 2, 3, 4].map((i) => Float64Array.from({length: increment}, () => random() + 2 * i));
      return Plotly.extendTraces(div, {x: ys.map(() => x), y: ys}, [0, 1, 2, 3, 4], n);
    }};
  },
  mountain(cell, size, type) {
    const x = indices(size.count), y = walk(size.count);
    return zoomed(cell, [{type, mode: "lines", fill: "tozeroy", x, y}], x, zoomOfData(y));
  },
  append(cell, size, type) {
    const next = xorshift32(), increment = size.increment;
    let count = size.count, last = 0;
    const y = walk(count, next);
    last = y[count - 1];
    const trace = {type, mode: "lines", x: indices(count), y, line: {width: 2, color: GREEN}};
    return {traces: [trace], layout: plotlyLayout(cell), frame(div) {
      const more = walk(increment, next, last);
      last = more[increment - 1];
      const x = indices(increment, count);
      count += increment;
      return Plotly.extendTraces(div, {x: [x], y: [more]}, [0]);
    }};
  },
};

// Data changed in place and sent again whole: Plotly.react with a new datarevision.
function refilled(cell, data, traces, x, y) {
  const layout = plotlyLayout(cell, x, y);
  return {traces, layout, frame(div) {
    data.step();
    layout.datarevision += 1;
    return Plotly.react(div, traces, layout);
  }};
}

// Static data, the y range widened each frame.
function zoomed(cell, traces, x, range) {
  return {traces, layout: plotlyLayout(cell, [x[0] - 0.5, x[x.length - 1] + 0.5], range.range()),
    frame: (div) => Plotly.relayout(div, {"yaxis.range": range.step()})};
}

const PLOTLY_CASE = {line_series: "lines"};
// WebGL canvases at the window's own pixels (Plotly's default draws them at twice the size).
const PLOTLY_CONFIG = {displayModeBar: false, plotGlPixelRatio: 1};

async function plotlyBuild(type, caseKey, size) {
  const charts = caseKey === "charts" ? size.charts : 1;
  const slots = cells(charts);
  const made = [];
  for (let i = 0; i < charts; i++) {
    const key = caseKey === "charts" ? chartKind(i, charts) : (PLOTLY_CASE[caseKey] || caseKey);
    const one = caseKey === "charts" ? {count: size.count, increment: size.increment} : size;
    const chart = plotlyCharts[key](slots[i], one, type);
    await Plotly.newPlot(slots[i].div, chart.traces, chart.layout, PLOTLY_CONFIG);
    made.push({div: slots[i].div, chart, gl: []});
  }
  const force = () => {
    for (const one of made) {
      one.div.offsetHeight;  // style and layout of the SVG parts
      for (const gl of one.gl) gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    }
  };
  for (const one of made) one.gl = type === "scattergl" ? webglContexts(one.div) : [];
  force();
  return async () => {
    for (const one of made) await one.chart.frame(one.div);
    force();
  };
}

// ---- lightweight-charts ----

function lwcChart(cell, count) {
  return LightweightCharts.createChart(cell.div, {
    width: cell.width, height: cell.height, handleScroll: false, handleScale: false,
    // Every bar in view: the default least spacing (0.5 px) would show only the last 1,600.
    timeScale: {minBarSpacing: Math.min(0.5, cell.width / Math.max(1, count) / 2)},
  });
}

const LWC_SERIES = {priceLineVisible: false, lastValueVisible: false};

function lwcPoints(x, y) {
  const points = new Array(x.length);
  for (let i = 0; i < x.length; i++) points[i] = {time: x[i], value: y[i]};
  return points;
}

// The y range a series' price scale shows, set again each frame (autoscaleInfoProvider).
function lwcRange(series, range) {
  series.applyOptions({autoscaleInfoProvider: () => ({priceRange: {minValue: range[0], maxValue: range[1]}})});
}

const lwcCharts = {
  line_series(cell, size) {
    const n = size.count, x = indices(n), chart = lwcChart(cell, n), range = zoom(-300, 300, 1);
    const series = Array.from({length: n}, () => {
      const line = chart.addLineSeries({...LWC_SERIES, lineWidth: 2, color: randomColor(), crosshairMarkerVisible: false});
      line.setData(lwcPoints(x, walk(n)));
      lwcRange(line, range.range());
      return line;
    });
    chart.timeScale().fitContent();
    return {chart, frame() { const r = range.step(); for (const line of series) lwcRange(line, r); }};
  },
  sorted_point_line(cell, size) {
    const data = sortedY(size.count), chart = lwcChart(cell, size.count);
    const line = chart.addLineSeries({...LWC_SERIES, lineWidth: 2, color: GREEN, pointMarkersVisible: true,
      pointMarkersRadius: 5});
    line.setData(lwcPoints(data.x, data.y));
    lwcRange(line, [-10, 60]);
    chart.timeScale().fitContent();
    return {chart, frame() { data.step(); line.setData(lwcPoints(data.x, data.y)); }};
  },
  columns(cell, size) {
    return lwcZoomed(cell, size, "addHistogramSeries", {color: "#2196f3"});
  },
  mountain(cell, size) {
    return lwcZoomed(cell, size, "addAreaSeries", {});
  },
  candlesticks(cell, size) {
    const n = size.count, chart = lwcChart(cell, n), bars = new Array(n);
    for (let i = 0; i < n; i++) {
      const open = random(), close = random(), v1 = random(), v2 = random();
      bars[i] = {time: i, open, close, high: Math.max(open, close, v1, v2), low: Math.min(open, close, v1, v2)};
    }
    const series = chart.addCandlestickSeries(LWC_SERIES);
    series.setData(bars);
    const range = zoom(0, 1, 1 / 300, true);
    lwcRange(series, range.range());
    chart.timeScale().fitContent();
    return {chart, frame() { lwcRange(series, range.step()); }};
  },
  fifo(cell, size) {
    const n = size.count, increment = size.increment, chart = lwcChart(cell, n);
    let next = n;
    const windows = [0, 1, 2, 3, 4].map((i) => Array.from({length: n}, (_, j) => ({time: j, value: random() + 2 * i})));
    const series = windows.map((points) => {
      const line = chart.addLineSeries({...LWC_SERIES, lineWidth: 1});
      line.setData(points);
      return line;
    });
    chart.timeScale().fitContent();
    return {chart, frame() {
      windows.forEach((points, i) => {
        points.splice(0, increment);
        for (let j = 0; j < increment; j++) points.push({time: next + j, value: random() + 2 * i});
        series[i].setData(points);
      });
      next += increment;
      chart.timeScale().fitContent();
    }};
  },
  append(cell, size) {
    const next = xorshift32(), increment = size.increment, chart = lwcChart(cell, size.count * 10);
    let count = size.count;
    const y = walk(count, next);
    let last = y[count - 1];
    const points = lwcPoints(indices(count), y);
    const line = chart.addLineSeries({...LWC_SERIES, lineWidth: 2, color: GREEN});
    line.setData(points);
    chart.timeScale().fitContent();
    return {chart, frame() {
      const more = walk(increment, next, last);
      last = more[increment - 1];
      for (let j = 0; j < increment; j++) points.push({time: count + j, value: more[j]});
      count += increment;
      line.setData(points);
      chart.timeScale().fitContent();
    }};
  },
};

function lwcZoomed(cell, size, add, options) {
  const x = indices(size.count), y = walk(size.count), chart = lwcChart(cell, size.count);
  const series = chart[add]({...LWC_SERIES, ...options});
  series.setData(lwcPoints(x, y));
  const range = zoomOfData(y);
  lwcRange(series, range.range());
  chart.timeScale().fitContent();
  return {chart, frame() { lwcRange(series, range.step()); }};
}

// Paints the chart now and waits for the raster: a screenshot and one pixel read from it.
function lwcPaint(chart) {
  chart.takeScreenshot().getContext("2d").getImageData(0, 0, 1, 1);
}

async function lwcBuild(caseKey, size) {
  const made = lwcCharts[caseKey](cells(1)[0], size);
  lwcPaint(made.chart);
  return async () => {
    made.frame();
    lwcPaint(made.chart);
  };
}

// ---- the frame loop, the same as the bench's ----

const BUILDERS = {
  "plotly-gl": (caseKey, size) => plotlyBuild("scattergl", caseKey, size),
  "plotly-svg": (caseKey, size) => plotlyBuild("scatter", caseKey, size),
  "lightweight-charts": lwcBuild,
};

window.runSize = async function (peer, caseKey, size, seconds, setupLimit) {
  const setupStart = performance.now();
  const frame = await BUILDERS[peer](caseKey, size);
  const setupMs = performance.now() - setupStart;
  if (setupMs > setupLimit * 1000) {
    return {status: "hanging", setup_ms: setupMs, detail: `setup took ${(setupMs / 1000).toFixed(0)} s`};
  }
  for (let i = 0; i < 2; i++) await frame();
  const samples = [];
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    const begin = performance.now();
    await frame();
    samples.push(performance.now() - begin);
  }
  const elapsed = (performance.now() - start) / 1000;
  samples.sort((a, b) => a - b);
  const middle = samples.length >> 1;
  const median = samples.length % 2 ? samples[middle] : (samples[middle - 1] + samples[middle]) / 2;
  return {status: "ok", fps: samples.length / elapsed, ms_per_frame: median, frames: samples.length,
    setup_ms: setupMs, renderer: webglRenderer()};
};

// The WebGL renderer string (SwiftShader here), from a fresh canvas.
function webglRenderer() {
  const gl = document.createElement("canvas").getContext("webgl");
  if (!gl) return "no WebGL";
  const info = gl.getExtension("WEBGL_debug_renderer_info");
  const name = info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER);
  gl.getExtension("WEBGL_lose_context")?.loseContext();
  return name;
}

window.canvasCount = () => document.querySelectorAll("#chart-root canvas").length;
