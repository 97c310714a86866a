"""Horus the Black Flame Dragon LV6 (11224103) equipped with Megamorph (22046459, Equip Spell:
while its controller has less LP than the opponent, the equipped monster's ATK becomes twice its
original ATK; with more, half of it).

Sources: Horus LV6's text (unaffected by Spell effects); the Konami TCG rulings for Horus LV6
as the r54e tests read them (an Equip Spell may be equipped to it, its effect does not apply to
it). Megamorph's is a "becomes" (the ATK set, not a gain): engine/unaffected.py's hook in
actions.py `_modified`'s set_stats walk, beside the r54e Axe of Despair test's gain."""

from duelist.testing.scenario import Script, Table

LV6 = "Horus the Black Flame Dragon LV6"


def _equip(monster_owner):
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(4000, 8000))
    horus = table.monster(monster_owner, LV6)
    other = table.monster(0, "Battle Ox")
    table.hand(0, "Megamorph", "Megamorph")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    for target in (horus, other):
        s.pick("activate", "Megamorph", first=True)
        s.pick("target", target)
        while duel.request.kind == "chain":
            s.pick("pass", player=duel.request.player)
    return duel, horus, other


def test_horus_lv6_equipped_with_megamorph_keeps_its_atk_while_battle_ox_doubles():
    """Q: I have 4,000 LP, my opponent 8,000. I equip my Horus LV6 (2300) and my Battle Ox
    (1700) each with a Megamorph. A: both are equipped; Battle Ox's ATK becomes 3400, Horus's
    stays 2300 (the Spell's effect does not apply to it)."""
    duel, horus, other = _equip(0)
    equips = [c for c in duel.players[0].szone if c is not None]
    assert sorted(duel.equipped_to(c).name for c in equips) == ["Battle Ox", LV6]
    assert duel.atk(other.card(duel)) == 3400 and duel.atk(horus.card(duel)) == 2300
