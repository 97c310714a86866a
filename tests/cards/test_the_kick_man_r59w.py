"""The Kick Man (90407382): when Special Summoned, its controller may equip it with 1 Equip Spell from
their GY.

Sources, in our words: the card's AST-012 text (2003) and today's (an optional "when ... you can"
trigger on its Special Summon, targeting an Equip Spell in its controller's GY: no ERAS entry); seed 000
§誘發效果 and yugioh-wiki.net タイミングを逃す (an optional "when" trigger misses the timing when its
happening was at chain link 2 or later); the Equip Spell is placed, not
activated (as this engine's Guardian Elma, whose trigger it shares)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

KM = "The Kick Man"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _position(duel, s):
    while duel.request.kind == "option":
        s.answer([o for o in duel.request.options if o.name == "Attack Position"][0])


def test_the_kick_man_revived_equips_axe_of_despair_from_the_gy():
    """Q: I revive The Kick Man with Monster Reborn; Axe of Despair is in my GY. A: I may equip the Axe
    to it: The Kick Man 2300 ATK, the Axe in my Spell & Trap Zone."""
    table = Table(rules="GOAT", turn=3)
    table.grave(0, KM, "Axe of Despair")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", KM)
    _pass_all(duel, s)
    _position(duel, s)
    s.pick("yes", request="yes_no", player=0)
    s.pick("target", "Axe of Despair")
    _pass_all(duel, s)
    kick = [c for c in duel.monsters(0) if c.name == KM][0]
    assert duel.atk(kick) == 2300
    assert [c.name for c in duel.players[0].szone if c] == ["Axe of Despair"]
    assert grave(duel, 0) == ["Monster Reborn"]


def test_the_kick_man_normal_summon_equips_nothing():
    """Q: I Normal Summon The Kick Man with Axe of Despair in my GY. A: no trigger: it stays 1300."""
    table = Table(rules="GOAT", turn=3)
    table.hand(0, KM)
    table.grave(0, "Axe of Despair")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", KM)
    _pass_all(duel, s)
    assert duel.request.kind == "idle" and grave(duel, 0) == ["Axe of Despair"]


def test_the_kick_man_misses_the_timing_as_chain_link_2():
    """Q: my opponent activates Mystical Space Typhoon on my Set Mirror Force; I chain Call of the Haunted
    and revive The Kick Man (Axe of Despair in my GY). A: the summon happened at chain link 2 and MST
    resolved after it: the optional "when" trigger misses the timing (yugioh-wiki.net タイミングを逃す,
    its first pattern): no question, the Axe stays in my GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.grave(0, KM, "Axe of Despair")
    table.spell_trap(0, "Call of the Haunted")
    mf = table.spell_trap(0, "Mirror Force")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", mf, player=1)
    s.pick("activate", "Call of the Haunted", player=0, request="chain")
    s.pick("target", KM, player=0)
    _pass_all(duel, s)
    _position(duel, s)
    _pass_all(duel, s)
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert sorted(grave(duel, 0)) == ["Axe of Despair", "Mirror Force"]
    kick = [c for c in duel.monsters(0) if c.name == KM][0]
    assert duel.atk(kick) == 1300


def test_the_kick_man_no_equip_spell_no_question():
    """Q: I revive The Kick Man with Monster Reborn and my GY holds no Equip Spell. A: nothing to target:
    no question, it stays 1300."""
    table = Table(rules="GOAT", turn=3)
    table.grave(0, KM, "Battle Ox")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", KM)
    _pass_all(duel, s)
    _position(duel, s)
    _pass_all(duel, s)
    assert duel.request.kind == "idle"
