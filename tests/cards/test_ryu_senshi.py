"""Ryu Senshi (Fusion: Warrior Dai Grepher + Spirit Ryu).

Text, 2005 and today alike: when a Normal Trap Card is activated, its controller may pay
1000 LP to negate that Trap's *effect* (a quick effect chained to the activation; the Trap
is not destroyed by it); a Spell Card that targets it has its effect negated and is
destroyed. Sources: the 2005-era English text, today's ("pay 1000 LP; negate that effect";
"Negate the effects of any Spell Card that targets this card and destroy it") and the OCG
text agree (docs/cards.md, Goat texts). Rules cited: seed 000 §誘發即時效果, §永續效果.
"""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _table(**kw):
    settings = dict(rules="GOAT", turn=3, turn_player=0)
    settings.update(kw)
    return Table(**settings)


def test_ryu_senshi_pays_1000_to_negate_a_normal_traps_effect():
    """Chained to Mirror Force: 1000 LP paid, no monster is destroyed, the attack goes on."""
    table = _table(phase="battle_step")
    table.monster(0, "Ryu Senshi")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Ryu Senshi", target="player")
    s.pick("activate", "Mirror Force", player=1)
    s.pick("activate", "Ryu Senshi", player=0)
    assert field_monsters(duel, 0) == ["Ryu Senshi"] and lp(duel)[0] == 7000
    assert lp(duel)[1] == 8000 - 2000
    assert grave(duel, 1) == ["Mirror Force"]


def test_ryu_senshi_does_not_answer_a_continuous_trap():
    """Only a Normal Trap: Call of the Haunted (Continuous) gives it nothing to do (with
    Mirror Force, above, its controller is asked)."""
    table = _table(turn=4, turn_player=1)
    table.monster(0, "Ryu Senshi")
    table.spell_trap(1, "Call of the Haunted")
    table.grave(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", player=1)
    s.pick("target", "Battle Ox", request="target")
    # no chance to respond was offered: the chain resolved, back to the turn player
    assert duel.request.player == 1 and duel.request.kind == "idle"
    assert field_monsters(duel, 1) == ["Battle Ox"] and lp(duel)[0] == 8000


def test_ryu_senshi_negates_and_destroys_a_spell_that_targets_it():
    """Book of Moon targeting it: the Spell's effect is negated (it stays face-up) and the
    Spell is destroyed."""
    table = _table(turn=4, turn_player=1)
    table.monster(0, "Ryu Senshi")
    table.hand(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon", player=1)
    s.pick("target", "Ryu Senshi", request="target")
    assert duel.monsters(0)[0].face_up
    assert grave(duel, 1) == ["Book of Moon"]


def test_ryu_senshi_is_fusion_summoned_only_with_its_two_named_materials():
    """Today's text (and the OCG's since 2004): its Fusion Summon can only be done with the
    materials it names. Polymerization with Warrior Dai Grepher and King of the Swamp (a Fusion
    substitute standing in for Spirit Ryu) has nothing to fuse; with Spirit Ryu itself it does
    (seed 000 §融合召喚)."""
    table = _table()
    table.hand(0, "Polymerization", "Warrior Dai Grepher", "King of the Swamp")
    table.extra(0, "Ryu Senshi")
    assert not Script(table.build()).has("activate", "Polymerization")
    table = _table()
    table.hand(0, "Polymerization", "Warrior Dai Grepher", "Spirit Ryu")
    table.extra(0, "Ryu Senshi")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("select", "Ryu Senshi")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Ryu Senshi"]
