"""Gigantes (47606319), judge's review (round 56t): its effect needs Gigantes to REACH the GY.

Sources: yugipedia "Card Rulings:Gigantes" (Konami's OCG FAQ): a mandatory effect activated when
it is destroyed by battle AND sent to the Graveyard; it activates (a chain link) even with no
Spell or Trap Card on the field. The OCG text (old and as the wiki quotes it) says the same
("destroyed by battle and sent to the GY"); so, destroyed by battle while Macro Cosmos banishes
it instead, it does not activate (the same in both presets: we follow the OCG ruling, though
today's English text reads only "destroyed by battle")."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _attacked(rules="GOAT", macro=True):
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    gigantes = table.monster(0, "Gigantes")
    if macro:
        table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.monster(1, "Dark Magician")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Magician", target=gigantes, player=1, request="battle")
    _pass_all(s)
    return duel


def _links(duel):
    return [e["name"] for e in duel.log if e["type"] == "chain"]


def test_gigantes_banished_by_macro_cosmos_does_nothing():
    """Q: Macro Cosmos is face-up when Dark Magician destroys my Gigantes by battle. A: Gigantes
    is banished, not sent to the GY: its effect does not activate, Macro Cosmos stays."""
    duel = _attacked()
    assert banished(duel, 0) == ["Gigantes"]
    assert "Gigantes" not in _links(duel)
    assert duel.players[1].szone[0] is not None and duel.players[1].szone[0].name == "Macro Cosmos"


def test_gigantes_banished_by_macro_cosmos_today():
    """Q: the same under today's rules. A: the same: no activation."""
    duel = _attacked(rules=None)
    assert banished(duel, 0) == ["Gigantes"]
    assert "Gigantes" not in _links(duel)


def test_gigantes_activates_with_no_spell_or_trap_on_the_field():
    """Q: no Spell or Trap Card is on the field when Dark Magician destroys my Gigantes by
    battle. A: its effect still activates (a chain link) and destroys nothing."""
    duel = _attacked(macro=False)
    assert grave(duel, 0) == ["Gigantes"]
    assert _links(duel) == ["Gigantes"]
