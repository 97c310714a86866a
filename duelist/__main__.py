from duelist.cli.main import main

raise SystemExit(main())
