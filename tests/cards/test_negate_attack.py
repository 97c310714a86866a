"""Negate Attack (14315573), Counter Trap: when an opponent's monster declares an attack, negate
that attack, then end the Battle Phase. One text in both eras (the 2005 print: "activate only
when your opponent's monster declares an attack; negate the attack and end the Battle Phase").

Sources: the card's own text in our words (it targets nothing; "then" the Battle Phase ends);
Seed 000 §反擊陷阱 (a Counter Trap is Spell Speed 3: only another Counter Trap may answer it);
yugioh.fandom.com "Card Rulings:Savage Colosseum" (OCG: an attack negated by Negate Attack).
The outcome with Seven Tools is our reading of the chain rules (Seed 000 §反擊陷阱)."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _table(rules="MR5", *traps):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    for trap in traps:
        table.spell_trap(1, trap)
    table.deck(0, ["Kozaky"] * 3)
    table.deck(1, ["Kozaky"] * 3)
    return table


def test_negate_attack_stops_the_attack_and_ends_the_battle_phase():
    """Q: my opponent's Battle Ox attacks me directly; I activate Negate Attack. A: no damage;
    the End Step of the Battle Phase follows, then Main Phase 2: the Celtic Guardian never
    attacks; Negate Attack is in my GY."""
    duel = _table("MR5", "Negate Attack").build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Negate Attack", player=1, request="chain")
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 1) == ["Negate Attack"]
    assert [e["step"] for e in of_type(duel, "step", start)] == ["end"]
    assert [e["phase"] for e in of_type(duel, "phase", start)] == ["main2"]
    assert len(of_type(duel, "attack", start)) == 1
    request = s.expect(request="idle", player=0)
    assert not [o for o in request.options if o.kind == "battle"]


def test_negate_attack_under_goat_rules_same_outcome():
    """Q: the same under the GOAT preset (the 2005 text), my opponent attacking my Mystical Elf?
    A: the same: the attack is negated (the Elf stays, no damage) and Main Phase 2 follows."""
    table = _table("GOAT", "Negate Attack")
    table.monster(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("attack", "Battle Ox", target="Mystical Elf")
    s.pick("activate", "Negate Attack", player=1, request="chain")
    assert lp(duel) == (8000, 8000)
    assert field_monsters(duel, 1) == ["Mystical Elf"]
    assert of_type(duel, "battle", start) == []
    assert [e["phase"] for e in of_type(duel, "phase", start)] == ["main2"]


def test_negate_attack_cannot_be_activated_without_an_attack_declaration():
    """Q: my opponent moves from Main Phase 1 to the Battle Phase; may I activate Negate Attack
    then? A: no: it only answers an opponent's monster declaring an attack."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Battle Ox")
    table.spell_trap(1, "Negate Attack")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=0)
    assert not s.has("activate", "Negate Attack")


def test_negate_attack_cannot_answer_its_own_controllers_attack():
    """Q: in my own turn my Battle Ox attacks; may I activate my Negate Attack? A: no: only an
    opponent's monster's attack."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Negate Attack")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    assert lp(duel) == (8000, 8000 - 1700)           # no window offered it: the attack went on
    assert [c.name for c in duel.players[0].szone if c] == ["Negate Attack"]


def test_negate_attack_negated_by_seven_tools_the_attack_goes_on():
    """Q: I activate Negate Attack against my opponent's direct attack; they chain Seven Tools of
    the Bandit (a Counter Trap, paying 1000 LP). A: Negate Attack is negated and destroyed: the
    Battle Ox's attack goes on and I take 1700."""
    table = _table("GOAT", "Negate Attack")
    table.spell_trap(0, "Seven Tools of the Bandit")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Negate Attack", player=1, request="chain")
    s.pick("activate", "Seven Tools of the Bandit", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Negate Attack"]
    assert grave(duel, 0) == ["Seven Tools of the Bandit"]
    assert lp(duel) == (7000, 8000 - 1700)
