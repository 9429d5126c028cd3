module qqbrowser/services/pushgw

go 1.21
