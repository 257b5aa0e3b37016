import Foundation

/// One kind of colour (stroke, fill or marker) a palette provider gave, position by position
/// of the points drawn; a position without one keeps the series' own colour.
struct PaletteChannel {
    private var colors: [UInt32?]

    init(_ colors: [UInt32?]) {
        self.colors = colors
    }

    /// The colour at `position`, or `nil` for the series' own.
    subscript(position: Int) -> SCIColor? {
        guard position >= 0, position < colors.count, let argb = colors[position] else { return nil }
        return SCIColor(argb: argb)
    }
}

/// The colours a palette provider gave for the points a frame draws.
struct PaletteColors {
    var stroke: PaletteChannel?
    var fill: PaletteChannel?
    var marker: PaletteChannel?
    /// The data index of each position.
    var indices: [Int]

    /// The colours for a line drawn through `shaped` from the render pass data's `points`:
    /// the same positions when the line is drawn straight through them, else re-keyed.
    func aligned(to shaped: SCISeriesPixels, from points: SCISeriesPixels) -> PaletteColors {
        shaped.count == points.count ? self : rekeyed(for: shaped)
    }

    /// The colours re-keyed to the positions of `pixels`, drawn through other points than
    /// the render pass data's (a curve's samples, a step's corners): each takes the colour of
    /// its data index.
    func rekeyed(for pixels: SCISeriesPixels) -> PaletteColors {
        var positionOf: [Int: Int] = [:]
        for (position, index) in indices.enumerated() where positionOf[index] == nil {
            positionOf[index] = position
        }
        func rekey(_ channel: PaletteChannel?) -> PaletteChannel? {
            guard let channel else { return nil }
            return PaletteChannel(pixels.indices.map { positionOf[$0].flatMap { channel[$0]?.argb } })
        }
        return PaletteColors(
            stroke: rekey(stroke), fill: rekey(fill), marker: rekey(marker), indices: pixels.indices)
    }
}

extension SCIRenderableSeriesBase {
    /// The colours the series' palette provider gives for the points of `renderPassData`
    /// (made only when there is a provider), which it leaves as the series'
    /// ``currentRenderPassData``; `nil` without a provider or when the provider is for
    /// another kind of series.
    func paletteColors(_ renderPassData: () -> SCIXyRenderPassData) -> PaletteColors? {
        guard let provider = paletteProvider else { return nil }
        let data = renderPassData()
        currentRenderPassData = data
        provider.attachTo(self)
        guard provider.isAttached else { return nil }
        provider.update()
        let count = data.pointsCount
        func channel(_ list: SCIUnsignedIntegerValues?) -> PaletteChannel? {
            guard let list else { return nil }
            return PaletteChannel(list.withUnsafeBufferPointer { $0.prefix(count).map { $0 } })
        }
        return PaletteColors(
            stroke: channel((provider as? ISCIStrokePaletteProvider)?.strokeColors),
            fill: channel((provider as? ISCIFillPaletteProvider)?.fillColors),
            marker: channel((provider as? ISCIPointMarkerPaletteProvider)?.pointMarkerColors),
            indices: data.indices.withUnsafeBufferPointer { $0.map { Int($0) } })
    }
}

/// A point's fill and stroke colours from a palette (`nil` for the series' own): what
/// drawn shapes are grouped by, one path per pair.
struct PaletteKey: Hashable {
    var fill: SCIColor?
    var stroke: SCIColor?
}
