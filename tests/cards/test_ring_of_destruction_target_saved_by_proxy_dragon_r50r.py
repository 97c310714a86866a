"""Ring of Destruction (today's text: destroy the target, and if you do, both players take damage
equal to its original ATK) on a monster that Proxy Dragon saves by destroying another monster it
points to instead.

The target was not destroyed, so the "if you do" part does not happen: no damage to either
player; the monster destroyed instead is destroyed by Proxy Dragon's effect, not by Ring of
Destruction, and its ATK counts for nothing (Card Rulings: Proxy Dragon, yugipedia: the monster
destroyed instead is destroyed by Proxy Dragon's effect; zh.moegirl.org.cn 《破坏轮》 rulings list: 怪兽没有
破坏的场合,伤害不处理; tests/rules/test_destruction_replacement.py
`test_a_saved_card_was_not_destroyed_so_then_effects_stop` for Dust Tornado's "then")."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_ring_of_destruction_deals_no_damage_when_proxy_dragon_saves_its_target():
    """Q: in my Battle Phase my opponent activates Ring of Destruction on my Battle Ox; my Proxy
    Dragon points to Battle Ox and Celtic Guardian, and I destroy Celtic Guardian instead. Does
    anyone take damage? A: no: Battle Ox was not destroyed; Ring of Destruction is spent."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.monster(0, "Proxy Dragon", zone=1, summon_kind="link")
    table.monster(0, "Battle Ox", zone=0)
    table.monster(0, "Celtic Guardian", zone=2)
    table.spell_trap(1, "Ring of Destruction")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Ring of Destruction", player=1, request="chain")
    s.pick("target", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("yes", player=0, request="yes_no")          # Proxy Dragon
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    assert sorted(field_monsters(duel, 0)) == ["Battle Ox", "Proxy Dragon"]
    assert grave(duel, 0) == ["Celtic Guardian"] and grave(duel, 1) == ["Ring of Destruction"]
    assert lp(duel) == (8000, 8000)
