import Foundation

/// The base of series that draw x-y data (an ``SCIXyDataSeries``, or the x and y of other
/// data): lines, mountains, columns, scatters, impulses and splines. A palette provider for
/// all of them is an `SCIPaletteProviderBase<SCIXyRenderableSeriesBase>`, whose series'
/// ``SCIRenderableSeriesBase/currentRenderPassData`` is an ``SCIXyRenderPassData``.
open class SCIXyRenderableSeriesBase: SCIRenderableSeriesBase {}
