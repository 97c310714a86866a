"""A monster taken "until the End Phase" (Enemy Controller's second effect) that leaves the
field before then is a new object wherever it went (seed 000: a card that moves is a new
card): at the End Phase nothing returns; it stays in its owner's GY and the monster it was
Tributed for stays on the field (actions.py `_expire_lingering`: a control change ends; the
card is looked up by the object it named)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

STEAL = 1


def test_a_taken_monster_tributed_for_a_tribute_summon_stays_in_its_owners_gy():
    """Player 0's turn 3: player 0 holds Enemy Controller and Summoned Skull and controls
    Celtic Guardian; player 1 controls Battle Ox. Player 0 Tributes Celtic Guardian for Enemy
    Controller's second effect and takes Battle Ox, then Tribute Summons Summoned Skull by
    Tributing Battle Ox. After the turn ends: Battle Ox is in player 1's GY, Summoned Skull
    is player 0's, player 1's field is empty."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Enemy Controller", "Summoned Skull")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    found = [o for o in duel.request.options
             if o.kind == "activate" and o.name == "Enemy Controller" and o.effect == STEAL]
    s.answer(found[0])
    s.pick("select", "Celtic Guardian", player=0)
    s.pick("target", "Battle Ox", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert field_monsters(duel, 0) == ["Battle Ox"]
    s.pick("summon", "Summoned Skull", player=0)
    s.pick("tribute", "Battle Ox", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    s.end_turn()
    assert duel.turn == 4
    assert grave(duel, 1) == ["Battle Ox"]
    assert field_monsters(duel, 0) == ["Summoned Skull"] and field_monsters(duel, 1) == []
