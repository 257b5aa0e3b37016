import Foundation
import Testing

@testable import SciChart

@Suite struct CoordinateCalculatorTests {
    @Test func numericRoundTripAcrossTheSeriesArea() {
        let surface = Fixture.numericSurface()
        let area = surface.seriesAreaFrame
        let x = surface.xAxes[0].currentCoordinateCalculator
        let y = surface.yAxes[0].currentCoordinateCalculator
        #expect(x.getCoordinate(0) == 0)
        #expect(abs(x.getCoordinate(100) - Double(area.width)) < 1e-9)
        #expect(abs(y.getCoordinate(0) - Double(area.height)) < 1e-9)
        #expect(abs(y.getCoordinate(50)) < 1e-9)
        for value in stride(from: -20.0, through: 120, by: 7.3) {
            #expect(abs(x.getDataValue(x.getCoordinate(value)) - value) < 1e-9)
            #expect(abs(y.getDataValue(y.getCoordinate(value)) - value) < 1e-9)
        }
    }

    @Test func flippedAxesReverse() {
        let surface = Fixture.numericSurface()
        surface.xAxes[0].flipCoordinates = true
        surface.yAxes[0].flipCoordinates = true
        let area = surface.seriesAreaFrame
        #expect(
            abs(surface.xAxes[0].currentCoordinateCalculator.getCoordinate(0) - Double(area.width)) < 1e-9)
        #expect(surface.yAxes[0].currentCoordinateCalculator.getCoordinate(0) == 0)
    }

    @Test func coordinatesAreValidWithoutRender() {
        let surface = SCIChartSurface()
        let axis = SCINumericAxis()
        axis.visibleRange = SCIDoubleRange(min: 0, max: 10)
        surface.xAxes.add(axis)
        surface.yAxes.add(SCINumericAxis())
        surface.frame = CGRect(x: 100, y: 100, width: 400, height: 300)
        let calc = axis.currentCoordinateCalculator
        #expect(calc.viewportLength == Double(surface.seriesAreaFrame.width))
        #expect(calc.viewportLength > 0)
    }

    @Test func dateAxisTakesSecondsSince1970() {
        let surface = SCIChartSurface(frame: Fixture.frame)
        let axis = SCIDateAxis()
        let start = Fixture.seconds("2017-01-01")
        let end = Fixture.seconds("2017-12-31")
        axis.visibleRange = SCIDoubleRange(min: Fixture.date("2017-01-01"), max: Fixture.date("2017-12-31"))
        surface.xAxes.add(axis)
        surface.yAxes.add(SCINumericAxis())
        let calc = axis.currentCoordinateCalculator
        #expect(calc.getCoordinate(start) == 0)
        #expect(abs(calc.getCoordinate(end) - calc.viewportLength) < 1e-6)
        let mid = Fixture.seconds("2017-07-02")
        #expect(abs(calc.getDataValue(calc.getCoordinate(mid)) - mid) < 1e-3)
    }

    @Test func categoryAxisTakesBarIndicesAndMapsDates() {
        let surface = SCIChartSurface(frame: Fixture.frame)
        let axis = SCICategoryDateAxis()
        surface.xAxes.add(axis)
        surface.yAxes.add(SCINumericAxis())
        let data = SCIOhlcDataSeries(xType: .date, yType: .double)
        // Friday, then Monday: a weekend gap that the axis closes.
        let days = ["2019-11-07", "2019-11-08", "2019-11-11", "2019-11-12"].map(Fixture.seconds)
        for (index, day) in days.enumerated() {
            data.append(x: day, open: 1.0, high: 2.0, low: 0.5, close: 1.5 + Double(index))
        }
        let series = SCIRenderableSeriesBase()
        series.dataSeries = data
        surface.renderableSeries.add(series)
        axis.visibleRange = SCIDoubleRange(min: 0, max: 3)
        let calc = axis.currentCoordinateCalculator
        #expect(calc.isCategoryAxis)
        // Equal spacing per bar, across the weekend.
        let step1 = calc.getCoordinate(1) - calc.getCoordinate(0)
        let step2 = calc.getCoordinate(2) - calc.getCoordinate(1)
        #expect(abs(step1 - step2) < 1e-9)
        #expect(calc.transformIndexToData(2) == days[2])
        #expect(calc.transformDataToIndex(days[3]) == 3)
        // A date inside the weekend maps between Friday's and Monday's bars.
        let saturday = Fixture.seconds("2019-11-09")
        let index = calc.categoryBars!.index(forDate: saturday)!
        #expect(index > 1 && index < 2)
        #expect(abs(calc.categoryBars!.date(atIndex: index)! - saturday) < 1e-6)
        // Past the ends: extrapolated with the average spacing.
        #expect(calc.categoryBars!.date(atIndex: 4)! > days[3])
        #expect(calc.categoryBars!.index(forDate: days[3] + 86_400 * 10)! > 3)
    }

    @Test func zeroLengthCalculatorIsSafe() {
        let surface = Fixture.numericSurface(frame: .zero)
        let calc = surface.xAxes[0].currentCoordinateCalculator
        #expect(calc.viewportLength == 0)
        #expect(calc.getDataValue(50) == 0)
        #expect(calc.getCoordinate(50) == 0)
    }

    @Test func detachedAxisHasZeroLength() {
        let axis = SCINumericAxis()
        #expect(axis.currentCoordinateCalculator.viewportLength == 0)
    }
}
