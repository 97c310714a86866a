"""Stardust Dragon (44508094) taken by Mind Control (37520316): its negation's cost is
"Tribute this card", and the monster Mind Control took cannot be Tributed (for a cost too), so
its taker cannot answer a destroying activation with it. Taken by Change of Heart, which bars
no Tribute, it may (tests/cards/test_stardust_dragon_borrowed_and_tributed_for_its_effect_r52p.py).

Sources: yugioh-wiki.net 《精神操作》 (the monster taken cannot be Tributed, for a cost too; a
Synchro Material, banished or sent to the GY it may be); Stardust Dragon's text (the cost:
Tribute it); seed 000 §效果分類 (a cost that cannot be paid: no activation)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_stardust_dragon_taken_by_mind_control_cannot_negate_mirror_force():
    """Q: I take my opponent's Stardust Dragon with Mind Control and attack directly with my
    Battle Ox; my opponent activates Mirror Force. May I Tribute Stardust Dragon to negate it?
    A: no: the Dragon Mind Control took cannot be Tributed. Mirror Force resolves: Battle Ox
    and the Dragon are destroyed (the Dragon to its owner's GY)."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Mind Control")
    table.monster(0, "Battle Ox")
    dragon = table.monster(1, "Stardust Dragon", summon_kind="synchro")
    table.spell_trap(1, "Mirror Force")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mind Control")
    s.pick("target", dragon)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert dragon.card(duel).controller == 0
    s.pick("battle")
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Mirror Force", player=1)
    assert duel.request.player == 0 and not s.has("activate", "Stardust Dragon")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Mind Control", "Battle Ox"]
    assert sorted(grave(duel, 1)) == ["Mirror Force", "Stardust Dragon"]
    assert lp(duel) == (8000, 8000)
