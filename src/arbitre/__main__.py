from arbitre.cli.main import run

run()
