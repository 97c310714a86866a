"""Harpies' Hunting Ground (75782277), today's text: the player who Summoned the Harpie activates
the destruction (round 56a).

Source: today's OCG text (yugioh-wiki.net 《ハーピィの狩場》): when either player Normal or Special
Summons a "Harpie Lady" or "Harpie Lady Sisters", THAT player activates the effect, targeting 1
Spell/Trap on the field (mandatory). So the link is theirs: they pick the target, and in their turn
it is a turn player's trigger (chain link 1 of its chain). The 2005 text (no target, the card's
controller destroys) is tested in tests/cards/test_harpies_hunting_ground_r55f.py."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def test_harpies_hunting_ground_the_opponents_summon_is_their_link():
    """Q: I control Hunting Ground and a Set Mirror Force; my opponent Normal Summons Harpie Lady and
    holds a Set Mystical Space Typhoon. A: my opponent activates the effect: the chain link is
    theirs and they are asked the target, with the Spells/Traps of both sides to pick from; they
    target my Mirror Force, which is destroyed; their Typhoon stays."""
    table = Table(turn=4, turn_player=1)
    ground = table.field_spell(0, "Harpies' Hunting Ground")
    mirror = table.spell_trap(0, "Mirror Force")
    typhoon = table.spell_trap(1, "Mystical Space Typhoon")
    table.hand(1, "Harpie Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Harpie Lady", player=1, request="idle")
    request = duel.request
    assert request.player == 1 and request.kind == "target"
    assert sorted(o.card for o in request.options if o.kind == "target") == \
        sorted(ref.card(duel).uid for ref in (ground, mirror, typhoon))
    s.pick("target", mirror, player=1)
    links = [(e["link"], e["player"], e["name"]) for e in of_type(duel, "chain")]
    assert links == [(1, 1, "Harpies' Hunting Ground")]
    _pass(s)
    assert grave(duel, 0) == ["Mirror Force"] and grave(duel, 1) == []
    assert duel.players[1].szone[0].name == "Mystical Space Typhoon"


def test_harpies_hunting_ground_the_opponent_must_target_my_field_spell_when_it_is_alone():
    """Q: my Hunting Ground is the only Spell/Trap on the field; my opponent Special Summons Harpie
    Lady Sisters with Elegant Egotist. A: the effect is mandatory and theirs: they must target my
    Hunting Ground (no other choice, no way to decline), and it is destroyed."""
    table = Table(turn=4, turn_player=1)
    table.field_spell(0, "Harpies' Hunting Ground")
    table.monster(1, "Harpie Lady")
    table.hand(1, "Elegant Egotist", "Harpie Lady Sisters")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Elegant Egotist", player=1, request="idle")
    _pass(s)
    s.pick("select", "Harpie Lady Sisters", player=1)
    s.pick("option", "Attack Position", player=1)
    request = duel.request
    assert request.player == 1 and request.kind == "target"
    assert [o.name for o in request.options if o.kind == "target"] == ["Harpies' Hunting Ground"]
    assert not any(o.kind in ("no", "done", "pass") for o in request.options)
    s.pick("target", "Harpies' Hunting Ground", player=1)
    assert [e["player"] for e in of_type(duel, "chain") if e["name"] == "Harpies' Hunting Ground"] == [1]
    _pass(s)
    assert grave(duel, 0) == ["Harpies' Hunting Ground"]
