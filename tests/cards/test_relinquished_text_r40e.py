"""Relinquished's text that the engine missed: while it holds a monster, battle damage its
controller takes from its battles is taken by the opponent too (the GOAT preset here; today's
text says the same as effect damage). Thousand-Eyes Restrict has no such clause.

Sources: the card's text (the 2005 printing: "If this card is destroyed by battle, the equipped
monster is destroyed instead, and any battle damage you received from the battle is also
inflicted to your opponent"; today's TCG text: "While equipped with that monster, any battle
damage you take from battles involving this card inflicts equal effect damage to your
opponent", Pojo's card of the day 2022); edisonrul.ing "Relinquished"."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _absorb(table, victim_name="Battle Ox"):
    relinquished = table.monster(0, "Relinquished", summon_kind="ritual")
    table.monster(1, victim_name)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Relinquished")
    s.pick("target", victim_name, request="target")
    _pass_all(duel, s)
    return duel, s, relinquished


def test_relinquished_attacked_by_a_stronger_monster_mirrors_the_battle_damage():
    """Q: Relinquished holds my opponent's Battle Ox (1700 ATK) and Summoned Skull (2500)
    attacks it. A: Battle Ox is destroyed instead of Relinquished; I take 800 battle damage,
    and my opponent takes the same 800."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Summoned Skull")
    duel, s, relinquished = _absorb(table)
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("battle", player=1)
    s.pick("attack", "Summoned Skull", target=relinquished, player=1)
    for _ in range(12):
        if duel.request.kind == "battle":
            break
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Relinquished"] and grave(duel, 1) == ["Battle Ox"]
    assert lp(duel) == (8000 - 800, 8000 - 800)
