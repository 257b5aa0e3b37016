extension SCIChartSurface: ISCIChartSurface {}
