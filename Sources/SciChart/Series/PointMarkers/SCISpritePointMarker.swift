import Foundation

/// A point marker that is a picture (SciChart's `SCISpritePointMarker`): its drawer paints a
/// bitmap of the marker's ``SCIPointMarkerBase/size`` (at the output's pixel density), and
/// that bitmap is copied to every point.
///
/// ```swift
/// let marker = SCISpritePointMarker(image: try SCIImage(pngFile: "storm.png"))
/// marker.size = CGSize(width: 24, height: 24)
/// lineSeries.pointMarker = marker
/// ```
///
/// The bitmap is painted again when the size, the density, the marker's styles or a
/// palette colour change; a drawer whose own picture changes calls ``invalidateSprite()``.
open class SCISpritePointMarker: SCIPointMarkerBase {
    /// What paints the picture.
    public let drawer: ISCISpritePointMarkerDrawer

    /// A marker painted by `drawer`.
    public init(drawer: ISCISpritePointMarkerDrawer) {
        self.drawer = drawer
        super.init()
    }

    /// A marker showing `image` stretched over its size.
    public convenience init(image: SCIImage) {
        self.init(drawer: ImageSpriteDrawer(image: image))
    }

    /// The marker's rectangle, centred at `center`: the area its picture covers.
    open override func addShape(to path: inout SCIPath, at center: CGPoint) {
        let box = box(at: center)
        guard box.width > 0, box.height > 0 else { return }
        path.addRect(box)
    }

    /// Forgets the pictures painted so far and draws the series showing the marker again:
    /// the drawer is asked for its picture anew.
    public func invalidateSprite() {
        sprites.withLock { state in
            state.pictures.removeAll()
            state.generation &+= 1
        }
        markerChanged()
    }

    /// The painted pictures by what they were painted for, and a count of invalidations: a
    /// picture painted while one happened is not kept.
    private let sprites = Locked<(pictures: [SpriteKey: SCIFill], generation: Int)>(([:], 0))

    private struct SpriteKey: Hashable {
        let width: Int
        let height: Int
        /// The size in points, exactly: a picture is as large as its marker.
        let size: [UInt64]
        let color: SCIColor?
        let opacity: Double
        /// The styles themselves, held (so no other style takes their address while cached)
        /// and compared by identity.
        let pen: StyleIdentity?
        let brush: StyleIdentity?
    }

    private struct StyleIdentity: Hashable {
        let style: AnyObject

        static func == (lhs: StyleIdentity, rhs: StyleIdentity) -> Bool { lhs.style === rhs.style }
        func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(style)) }
    }

    /// The marker's picture as a fill of its rectangle centred on the origin, at `scale`
    /// device pixels a point and `opacity`, with `color` (a palette colour) as the brush;
    /// `nil` when the marker has no area.
    func spriteFill(color: SCIColor?, scale: Double, opacity: Double) -> SCIFill? {
        let size = drawableSize
        let density = scale.isFinite && scale > 0 ? min(scale, 8) : 1
        guard size.width > 0, size.height > 0 else { return nil }
        let width = max(1, Int((Double(size.width) * density).rounded()))
        let height = max(1, Int((Double(size.height) * density).rounded()))
        let key = SpriteKey(
            width: width, height: height, size: [size.width, size.height].map { Double($0).bitPattern },
            color: color, opacity: opacity, pen: strokeStyle.map { StyleIdentity(style: $0) },
            brush: fillStyle.map { StyleIdentity(style: $0) })
        let (cached, generation) = sprites.withLock { ($0.pictures[key], $0.generation) }
        if let cached { return cached }
        let bitmap = SCIBitmap(width: width, height: height)
        let brush: SCIBrushStyle? = color.map { SCISolidBrushStyle(color: $0) } ?? fillStyle
        drawer.onDraw(bitmap, with: strokeStyle, andBrushStyle: brush)
        let fade = min(max(opacity.isFinite ? opacity : 1, 0), 1)
        let pixels =
            fade == 1
            ? bitmap.pixels
            : bitmap.pixels.map { pixel in
                UInt32((Double(pixel >> 24) * fade).rounded()) << 24 | pixel & 0x00FF_FFFF
            }
        let rect = CGRect(
            x: -Double(size.width) / 2, y: -Double(size.height) / 2, width: size.width, height: size.height)
        guard let run = SCIImageRun(rect: rect, width: width, height: height, pixels: pixels, isSmooth: true)
        else { return nil }
        let fill = SCIFill(image: run)
        sprites.withLock { state in
            guard state.generation == generation else { return }
            // A few sizes and colours at a time; a palette of many colours starts again.
            if state.pictures.count >= 64 { state.pictures.removeAll() }
            state.pictures[key] = fill
        }
        return fill
    }
}

/// Paints a picture over the whole bitmap.
final class ImageSpriteDrawer: ISCISpritePointMarkerDrawer {
    let image: SCIImage

    init(image: SCIImage) { self.image = image }

    func onDraw(_ bitmap: SCIBitmap!, with penStyle: SCIPenStyle!, andBrushStyle brushStyle: SCIBrushStyle!) {
        bitmap.draw(image, in: CGRect(origin: .zero, size: bitmap.size))
    }
}
