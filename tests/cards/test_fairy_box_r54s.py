"""Fairy Box (21598948): a Continuous Trap. Each time an opponent's monster declares an attack,
its controller calls a coin toss; called right, the attacking monster's ATK is 0 for the rest of
the Battle Phase. In each of its controller's own Standby Phases they pay 500 LP or it is
destroyed.

Sources: the 2005 text (LON-024, quoted on pojo.com's Card of the Day, 2004-12-31: "each time a
monster on your opponent's side of the field attacks ... the attacking monster's ATK becomes 0
only during the Battle Phase. Pay 500 Life Points during each of your Standby Phases", in our
words); yugioh.fandom.com "Card Rulings:Fairy Box" (OCG FAQ: the coin toss is a chain link that
targets nothing, the ATK 0 until the end of the Battle Phase; the 500 LP is a maintenance cost,
no chain link, and paying it is optional: not paid, the card is destroyed). Today's OCG
reading and the 2005 text do the same here: no ERAS entry. Seed 000 §永續陷阱 (a face-up
Continuous Trap's effects are Trap effects: Jinzo negates them).

The coin is the duel's PRNG: seed 1 tosses Heads and seed 0 Tails at the first toss of these
positions; each test asserts the logged toss too."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

BOX = "Fairy Box"
RIGHT, WRONG = 1, 0         # build seeds: the first coin toss lands Heads / Tails


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _tosses(duel):
    return [(e["what"], e["value"]) for e in of_type(duel, "declare") if e["what"].startswith("coin")]


def _attack_table(defender="Battle Ox", position="attack"):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, defender, position=position)
    table.spell_trap(0, BOX, face_down=False)
    table.monster(1, "Summoned Skull")
    return table


def test_fairy_box_right_call_makes_the_attacker_0_atk():
    """Q: my opponent's Summoned Skull (2500) attacks my Battle Ox (1700); Fairy Box is face-up; I
    call Heads and the coin lands Heads. A: Summoned Skull battles with 0 ATK: it is destroyed and
    my opponent takes 1700; Battle Ox survives."""
    duel = _attack_table().build(seed=RIGHT)
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="Battle Ox", player=1)
    _finish(s)
    s.pick("option", "Heads", player=0, request="option")
    _finish(s)
    assert _tosses(duel) == [("coin call", "Heads"), ("coin toss", "Heads")]
    assert of_type(duel, "battle")[-1]["atk"] == 0
    assert lp(duel) == (8000, 6300) and grave(duel, 1) == ["Summoned Skull"] and grave(duel, 0) == []


def test_fairy_box_wrong_call_changes_nothing():
    """Q: the same attack, but I call Heads and the coin lands Tails. A: Summoned Skull keeps 2500
    ATK: Battle Ox is destroyed, I take 800; Fairy Box stays."""
    duel = _attack_table().build(seed=WRONG)
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target="Battle Ox", player=1)
    _finish(s)
    s.pick("option", "Heads", player=0, request="option")
    _finish(s)
    assert _tosses(duel) == [("coin call", "Heads"), ("coin toss", "Tails")]
    assert lp(duel) == (7200, 8000) and grave(duel, 0) == ["Battle Ox"]
    assert duel.players[0].szone[0].name == BOX


def test_fairy_box_atk_0_lasts_the_battle_phase_only():
    """Q: Summoned Skull attacks my face-down Mystical Elf (2000 DEF) and I call the coin right.
    A: 0 ATK against 2000 DEF: my opponent takes 2000; its ATK stays 0 for the rest of the Battle
    Phase and is 2500 again in Main Phase 2."""
    duel = _attack_table("Mystical Elf", position="set").build(seed=RIGHT)
    s = Script(duel)
    elf = duel.players[0].mzone[0]
    s.pick("attack", "Summoned Skull", target=elf.uid, player=1)
    _finish(s)
    s.pick("option", "Heads", player=0)
    _finish(s)
    assert lp(duel) == (8000, 6000)
    [skull] = duel.monsters(1)
    assert duel.atk(skull) == 0
    s.pick("end_battle", player=1)
    _finish(s)
    assert duel.phase == "main2" and duel.atk(skull) == 2500


def test_fairy_box_never_tosses_for_its_controllers_own_attack():
    """Q: my own Battle Ox attacks while my Fairy Box is face-up. A: only an opponent's monster's
    attack starts it: no coin, my opponent takes 1700."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, BOX, face_down=False)
    duel = table.build(seed=RIGHT)
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    _finish(s)
    assert _tosses(duel) == [] and lp(duel) == (8000, 6300)


def _standby_table(turn_player=0, lp0=8000):
    table = Table(rules="GOAT", turn=5, turn_player=turn_player, phase="standby", lp=(lp0, 8000))
    table.spell_trap(0, BOX, face_down=False)
    return table


def test_fairy_box_upkeep_pays_500_in_its_controllers_standby_phase():
    """Q: my Standby Phase comes with Fairy Box face-up; I choose to pay. A: 500 LP paid (no chain
    link), Fairy Box stays."""
    duel = _standby_table().build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    assert lp(duel) == (7500, 8000) and duel.players[0].szone[0].name == BOX
    assert not of_type(duel, "chain")


def test_fairy_box_upkeep_not_paid_destroys_it():
    """Q: I decline the 500 LP. A: the FAQ: paying is optional; unpaid, Fairy Box is destroyed."""
    duel = _standby_table().build()
    s = Script(duel)
    s.pick("no", player=0, request="yes_no")
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == [BOX]


def test_fairy_box_upkeep_not_due_in_the_opponents_standby_phase():
    """Q: my opponent's Standby Phase with my Fairy Box face-up. A: "each of your Standby
    Phases": nothing is asked, nothing paid."""
    duel = _standby_table(turn_player=1).build()
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert lp(duel) == (8000, 8000) and duel.players[0].szone[0].name == BOX


def test_fairy_box_under_jinzo_tosses_no_coin():
    """Q: my opponent's Jinzo (2400) attacks my Battle Ox while my Fairy Box is face-up. A: Jinzo
    negates the effects of Traps on the field: no coin toss; Battle Ox is destroyed, I take 700."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, BOX, face_down=False)
    table.monster(1, "Jinzo")
    duel = table.build(seed=RIGHT)
    s = Script(duel)
    s.pick("attack", "Jinzo", target="Battle Ox", player=1)
    _finish(s)
    assert _tosses(duel) == []
    assert lp(duel) == (7300, 8000) and grave(duel, 0) == ["Battle Ox"]
