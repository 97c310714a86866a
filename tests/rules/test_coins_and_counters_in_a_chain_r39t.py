"""Coin tosses and counters in a chain (seed 000 §連鎖 (an effect is applied when it resolves, to
the cards then in place), §效果分類 › 起動效果 (a cost is paid at activation and stays paid);
card rulings of Time Wizard and Breaker the Magical Warrior).

Time Wizard's coin is tossed when its effect resolves: the monsters destroyed are those on the
field then, Tokens Special Summoned in answer included. Breaker the Magical Warrior's Spell
Counter is the cost of its effect: removed at activation, it stays removed though the effect is
negated, and the ATK it gave goes with it. The duel's seed fixes the coin (tests/rules/test_dice.py:
the next draw of the duel's PRNG): seed 1 lands on the call, seed 0 does not."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

DECK = ["Celtic Guardian"] * 5


def _time_wizard(seed):
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Time Wizard")
    table.monster(0, "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Scapegoat")
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build(seed=seed)
    s = Script(duel)
    s.pick("activate", "Time Wizard")
    s.pick("activate", "Scapegoat", player=1, request="chain")
    for _ in range(12):
        if duel.request.kind == "option":
            break
        s.pick("pass", first=True)
    s.pick("option", "Heads", request="option", player=0)
    for _ in range(12):
        if duel.request.kind == "idle" and duel.request.player == 0:
            break
        s.pick("pass", first=True)
    return duel


def _tosses(duel):
    return [e["value"] for e in duel.log if e["type"] == "declare" and e.get("what") == "coin toss"]


def test_time_wizard_called_right_destroys_the_sheep_tokens_summoned_in_answer():
    """Question: player 1 chains Scapegoat to Time Wizard's effect; the call is right. Are the
    four Sheep Tokens destroyed? Answer: yes, the coin is tossed and the monsters destroyed as
    the effect resolves, after Scapegoat: every monster player 1 controls then."""
    duel = _time_wizard(seed=1)
    assert _tosses(duel) == ["Heads"]
    assert field_monsters(duel, 1) == []
    assert sorted(grave(duel, 1)) == ["Mystical Elf", "Scapegoat"]
    assert field_monsters(duel, 0) == ["Time Wizard", "Celtic Guardian"]
    assert lp(duel) == (8000, 8000)


def test_time_wizard_called_wrong_destroys_its_own_side_and_deals_half_their_atk():
    """Question: the same chain, the call wrong. Answer: every monster player 0 controls is
    destroyed (Time Wizard 500, Celtic Guardian 1400) and player 0 takes half their ATK, 950;
    player 1's monsters and Tokens stay."""
    duel = _time_wizard(seed=0)
    assert _tosses(duel) == ["Tails"]
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Time Wizard"]
    assert lp(duel) == (8000 - 950, 8000)
    assert field_monsters(duel, 1) == ["Mystical Elf"] + ["Sheep Token"] * 4


def test_breakers_spell_counter_removed_as_a_cost_stays_removed_when_effect_veiler_negates():
    """Question: Breaker the Magical Warrior removes its Spell Counter to target Mirror Force;
    player 1 chains Effect Veiler on Breaker. Answer: the counter was the cost, paid at
    activation: it stays removed (Breaker is 1600 ATK again), the negated effect destroys
    nothing, and with no counter left Breaker cannot activate its effect again."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Breaker the Magical Warrior")
    table.hand(1, "Effect Veiler")
    mirror = table.spell_trap(1, "Mirror Force")
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    breaker = duel.monsters(0)[0]
    assert duel.atk(breaker) == 1900
    s.pick("activate", "Breaker the Magical Warrior")
    s.pick("target", mirror)
    assert duel.atk(breaker) == 1600
    s.pick("activate", "Effect Veiler", player=1, request="chain")
    s.pick("target", "Breaker the Magical Warrior", player=1)
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Mirror Force"]
    assert grave(duel, 1) == ["Effect Veiler"]
    assert duel.atk(breaker) == 1600
    assert not s.has("activate", "Breaker the Magical Warrior")
    assert of_type(duel, "destroyed") == []


def _breaker_under_skill_drain(extra_hand=()):
    """Player 0 Normal Summons Breaker (its Spell Counter placed: 1900), then activates its own
    Set Skill Drain (1000 LP): Breaker's effects are negated."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Breaker the Magical Warrior", *extra_hand)
    drain = table.spell_trap(0, "Skill Drain")
    mirror = table.spell_trap(1, "Mirror Force")
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    breaker = duel.monsters(0)[0]
    assert duel.atk(breaker) == 1900
    s.pick("activate", "Skill Drain")
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert lp(duel) == (7000, 8000)
    return duel, s, breaker, drain, mirror


def test_a_spell_counter_stays_under_skill_drain_and_counts_again_once_it_is_gone():
    """Question: Breaker holds its Spell Counter when Skill Drain negates its effects; Skill
    Drain then leaves the field. Answer: the negation takes away the ATK the counter gives
    (1600), not the counter, which is a mark on the card; once Skill Drain is destroyed by
    Mystical Space Typhoon, Breaker is 1900 again."""
    duel, s, breaker, drain, _ = _breaker_under_skill_drain(extra_hand=("Mystical Space Typhoon",))
    assert duel.atk(breaker) == 1600
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", drain)
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert "Skill Drain" in grave(duel, 0)
    assert duel.atk(breaker) == 1900


def test_under_skill_drain_breaker_may_remove_its_counter_and_destroys_nothing():
    """Question: under Skill Drain, may Breaker remove its Spell Counter to activate its effect?
    Answer: yes, the effect of a face-up monster may be activated under Skill Drain and its cost
    paid; the effect is negated: Mirror Force stays, and the counter is gone for good."""
    duel, s, breaker, _, mirror = _breaker_under_skill_drain()
    assert s.has("activate", "Breaker the Magical Warrior")
    s.pick("activate", "Breaker the Magical Warrior")
    s.pick("target", mirror)
    while duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Mirror Force"]
    assert grave(duel, 1) == []
    assert not s.has("activate", "Breaker the Magical Warrior")


def test_time_wizard_called_wrong_counts_no_atk_for_a_face_down_monster():
    """Question: the call is wrong while player 0 controls Time Wizard and a Set Celtic Guardian.
    Both are destroyed; how much damage? Answer: half the ATK the destroyed monsters had
    face-up on the field (the card's text): the Set monster had none, so 500 / 2 = 250."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Time Wizard")
    table.monster(0, "Celtic Guardian", position="set")
    table.monster(1, "Mystical Elf")
    table.deck(0, DECK)
    table.deck(1, DECK)
    duel = table.build(seed=0)
    s = Script(duel)
    s.pick("activate", "Time Wizard")
    for _ in range(12):
        if duel.request.kind == "option":
            break
        s.pick("pass", first=True)
    s.pick("option", "Heads", request="option", player=0)
    for _ in range(12):
        if duel.request.kind == "idle" and duel.request.player == 0:
            break
        s.pick("pass", first=True)
    assert _tosses(duel) == ["Tails"]
    assert field_monsters(duel, 0) == []
    assert lp(duel) == (8000 - 250, 8000)
    assert field_monsters(duel, 1) == ["Mystical Elf"]
