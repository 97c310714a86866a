"""Reverse Trap's rulings as the starter decks raise them (SDY-047, SDK-046): for the rest of
the turn every increase of ATK or DEF is a decrease of the same amount, and every decrease an
increase.

The card plays one text under every preset; these tests use the default preset (MR5).
Sources: the Edison-format Reverse Trap rulings (edisonrul.ing, from edisonformat.com: it
affects the cards of both players; "additional Reverse Traps activated in the same turn will
have no effect"); yugipedia / Yu-Gi-Oh! Wiki Card Rulings:Reverse Trap (OCG: it is an effect on
effects that raise or lower ATK/DEF, so a gain applied later in the turn is reversed too:
Armored Cybern's ruling); Pojo's article "Reverse Trap - Deadly Foe, Welcome Ally" (2004-08:
activate it before damage calculation against the attacker's boost). Seed 000 §效果分類 (a
chain resolves from its last link: Chain Link 2 applies before Chain Link 1)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_reverse_trap_chained_to_reinforcements_turns_its_gain_into_a_loss():
    """Q: my opponent's Battle Ox (1700) attacks my Celtic Guardian (1400) and they activate
    Reinforcements on it; I chain Reverse Trap: A: Reverse Trap resolves first, then
    Reinforcements' +500 applies as -500: the Ox has 1200 ATK, is destroyed by battle and my
    opponent takes 200."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(1, "Reinforcements")
    table.spell_trap(0, "Reverse Trap")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=guardian)
    s.pick("activate", "Reinforcements", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    s.pick("activate", "Reverse Trap", player=0, request="chain")
    _resolve(s)
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Reinforcements"]
    assert field_monsters(duel, 1) == [] and field_monsters(duel, 0) == ["Celtic Guardian"]
    assert lp(duel) == (8000, 7800)


def test_a_second_reverse_trap_the_same_turn_changes_nothing_back():
    """Q: Reverse Trap made my Dark Magician's Book of Secret Arts a 300 loss; my opponent
    answers with a second Reverse Trap: A: nothing changes back: a second Reverse Trap the same
    turn has no effect (2200 ATK stays)."""
    table = Table(turn=3)
    dm = table.monster(0, "Dark Magician")
    table.spell_trap(0, "Book of Secret Arts", face_down=False, equipped_to=dm)
    table.spell_trap(0, "Reverse Trap")
    table.spell_trap(1, "Reverse Trap")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(dm.card(duel)) == 2800
    s.pick("activate", "Reverse Trap", player=0)
    _resolve(s)
    assert duel.atk(dm.card(duel)) == 2200
    s.pick("battle", player=0)
    s.pick("activate", "Reverse Trap", player=1, request="chain")
    _resolve(s)
    assert duel.atk(dm.card(duel)) == 2200 and duel.defense(dm.card(duel)) == 1800


def test_castle_walls_activated_after_reverse_trap_lowers_def():
    """Q: Reverse Trap resolved this turn; then Castle Walls is activated on my Giant Soldier
    of Stone (2000 DEF): A: the later gain is reversed too: 1500 DEF for the turn."""
    table = Table(turn=3)
    soldier = table.monster(0, "Giant Soldier of Stone", position="defense")
    table.spell_trap(0, "Reverse Trap")
    table.spell_trap(0, "Castle Walls")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reverse Trap")
    _resolve(s)
    s.pick("activate", "Castle Walls")
    s.pick("target", "Giant Soldier of Stone")
    _resolve(s)
    assert duel.defense(soldier.card(duel)) == 1500
