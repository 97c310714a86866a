"""Jowgen the Spiritualist (41855169) Special Summoned (Shining Angel, Magician's Circle) and then using
its own effect.

Source, in our words: yugioh-wiki.net 《昇霊術師 ジョウゲン》: its effect destroys every Special Summoned
monster on the field, itself included when it was Special Summoned (the page warns of this: with Shining
Angel or Magician's Circle it destroys itself too). Its lock then ends with it."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

JOWGEN = "Jowgen the Spiritualist"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_jowgen_the_spiritualist_special_summoned_destroys_itself_too():
    """Q: my Jowgen was Special Summoned (by Shining Angel); my opponent controls a Chaos Sorcerer (its
    own Special Summon) and Battle Ox (Normal Summoned). I use Jowgen's effect, my hand a single Sangan.
    A: Sangan is discarded; Chaos Sorcerer and Jowgen itself are destroyed; Battle Ox stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, JOWGEN, summon_kind="special")
    table.monster(1, "Battle Ox", summon_kind="normal")
    table.monster(1, "Chaos Sorcerer", summon_kind="proc")
    table.hand(0, "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", JOWGEN)
    _pass_all(s)
    assert hand(duel, 0) == [] and sorted(grave(duel, 0)) == sorted([JOWGEN, "Sangan"])
    assert grave(duel, 1) == ["Chaos Sorcerer"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Battle Ox"]
