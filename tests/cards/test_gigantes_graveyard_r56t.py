"""Gigantes (47606319), judge's review (round 56t): under the 2005 text its effect needs Gigantes
to REACH the GY.

Sources: yugipedia "Card Rulings:Gigantes" (Konami's OCG FAQ on the old text): a mandatory effect
activated when it is destroyed by battle AND sent to the Graveyard; it activates (a chain link)
even with no Spell or Trap Card on the field. The old OCG text (yugioh-wiki.net 《ギガンテス》) and
the 2005 English text say "destroyed by battle and sent to the Graveyard"; so under the GOAT
preset, destroyed by battle while Macro Cosmos banishes it instead, it does not activate.
Today's text reads only "destroyed by battle" (no GY): it activates wherever Gigantes went, as
the project reads Apprentice Magician's same change (docs/cards.md, texts by era)."""

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
    """Q: the same under today's rules. A: today's text asks only "destroyed by battle": its
    effect activates from the banished pile and destroys Macro Cosmos."""
    duel = _attacked(rules=None)
    assert banished(duel, 0) == ["Gigantes"]
    assert _links(duel) == ["Gigantes"]
    assert grave(duel, 1) == ["Macro Cosmos"]


def test_gigantes_activates_with_no_spell_or_trap_on_the_field():
    """Q: no Spell or Trap Card is on the field when Dark Magician destroys my Gigantes by
    battle. A: its effect still activates (a chain link) and destroys nothing."""
    duel = _attacked(macro=False)
    assert grave(duel, 0) == ["Gigantes"]
    assert _links(duel) == ["Gigantes"]
