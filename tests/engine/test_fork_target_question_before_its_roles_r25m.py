"""A fork is made at a quiet point with no field roles (duel.py `STATE`: `_field_cache` is
"empty" there, made again at the first question that needs them). A target question asked first
in the fork must make them, not read none: Lord of D. ("Neither player can target Dragon
monsters on the field with card effects") protects Blue-Eyes White Dragon in the fork as in the
duel it was forked from (effects.py `Target._legal` / `enough`; round 25m of docs/mutation.md:
no test asked a target question before a fork's roles were made)."""

from duelist.testing.scenario import Script, Table


def _table():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Lord of D.")
    table.monster(1, "Blue-Eyes White Dragon")
    table.hand(0, "Book of Moon")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    return table.build()


def _targets_offered(duel):
    s = Script(duel)
    s.pick("activate", "Book of Moon", request="idle")
    return sorted(o.name for o in duel.request.options if o.kind == "target")


def test_lord_of_d_protects_blue_eyes_in_a_fork_as_in_the_duel():
    duel = _table()
    fork = duel.fork()
    assert fork._field_cache is None
    assert _targets_offered(fork) == ["Lord of D."]
    assert _targets_offered(duel) == ["Lord of D."]
