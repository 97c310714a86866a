"""Dark Balter the Terrible (Fusion: Possessed Dark Soul + Frontier Wiseman).

Text, 2005 and today alike: when a Normal Spell Card is activated, its controller may pay
1000 LP to negate that Spell's *effect* (a quick effect chained to the activation; the
activation itself stands and the Spell is not destroyed by it); the effects of Effect
Monsters it destroys by battle are negated. Sources: the 2005-era English text ("negate the
effect by paying 1000 Life Points"), today's ("pay 1000 LP; negate that effect") and the OCG
text agree (docs/cards.md, Goat texts). Rules cited: seed 000 §誘發即時效果, §連鎖.
"""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table


def _table(**kw):
    settings = dict(rules="GOAT", turn=3, turn_player=0)
    settings.update(kw)
    return Table(**settings)


def test_dark_balter_the_terrible_pays_1000_to_negate_a_normal_spells_effect():
    """Chained to Pot of Greed: 1000 LP paid, nothing is drawn, Pot of Greed still resolves
    (its activation was not negated) and goes to the GY."""
    table = _table()
    table.hand(0, "Pot of Greed")
    table.monster(1, "Dark Balter the Terrible")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Dark Balter the Terrible", player=1)
    assert hand(duel, 0) == [] and lp(duel)[1] == 7000
    assert grave(duel, 0) == ["Pot of Greed"]


def test_dark_balter_the_terrible_does_not_answer_a_quick_play_spell():
    """Only a Normal Spell: Mystical Space Typhoon (Quick-Play) gives it nothing to do (with
    Pot of Greed, above, its controller is asked)."""
    table = _table()
    table.hand(0, "Mystical Space Typhoon")
    mirror = table.spell_trap(1, "Mirror Force")
    table.monster(1, "Dark Balter the Terrible")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", mirror, request="target")
    # no chance to respond was offered: the chain resolved, back to the turn player
    assert duel.request.player == 0 and duel.request.kind == "idle"
    assert grave(duel, 1) == ["Mirror Force"] and lp(duel)[1] == 8000


def test_dark_balter_the_terrible_cannot_pay_with_less_than_1000_lp():
    """The 1000 LP are a cost: with 900 LP its controller cannot activate it."""
    table = _table(lp=(8000, 900))
    table.hand(0, "Pot of Greed")
    table.monster(1, "Dark Balter the Terrible")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    assert not s.has("activate", "Dark Balter the Terrible")


def test_dark_balter_the_terrible_negates_the_effects_of_monsters_it_destroys():
    """The effect of an Effect Monster it destroys by battle is negated: Sangan searches
    nothing."""
    table = _table(phase="battle_step")
    table.monster(0, "Dark Balter the Terrible")
    table.monster(1, "Sangan")
    table.deck(1, ["Mystical Elf", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Balter the Terrible", target="Sangan")
    assert hand(duel, 1) == [] and grave(duel, 1) == ["Sangan"]
    assert any(e["type"] == "negated" for e in duel.log)


def test_dark_balter_the_terrible_is_fusion_summoned_only_with_its_two_named_materials():
    """Its Fusion Summon can only be done with the materials it names (OCG and TCG texts):
    Polymerization with Frontier Wiseman and King of the Swamp (a substitute for Possessed Dark
    Soul) has nothing to fuse; with Possessed Dark Soul itself it does (seed 000 §融合召喚)."""
    table = _table()
    table.hand(0, "Polymerization", "Frontier Wiseman", "King of the Swamp")
    table.extra(0, "Dark Balter the Terrible")
    assert not Script(table.build()).has("activate", "Polymerization")
    table = _table()
    table.hand(0, "Polymerization", "Frontier Wiseman", "Possessed Dark Soul")
    table.extra(0, "Dark Balter the Terrible")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", "Dark Balter the Terrible")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Dark Balter the Terrible"]
