"""Appropriate (48539234), Continuous Trap: activated when the opponent has just drawn outside their
Draw Phase; from then on, each time they draw outside their Draw Phase, its controller draws 2.

Sources, in our words: the card's text (PSV-024, 2003, and today's agree; no ERAS entry);
yugioh-wiki.net 《便乗》 (the activation itself draws nothing; its "when" activation misses its timing
easily; each later draw is the effect applied, mandatory, no chain link; one draw of several cards at
once is one time); seed 000 §效果分類 (a "when" is open only right after its happening: Graceful
Charity's discard comes after its draw, our reading of the missed timing); Royal Decree's text (the
other face-up Traps' effects are negated)."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table

AP = "Appropriate"
MINE = ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Hitotsu-Me Giant", "Koumori Dragon"]
THEIRS = ["Beaver Warrior", "Giant Soldier of Stone", "Dark Magician", "Summoned Skull", "Gaia The Fierce Knight"]


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _table(*their_hand):
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, AP)
    table.hand(1, *their_hand)
    table.deck(1, THEIRS)
    table.deck(0, MINE)
    return table


def _activate_after_pot(duel, s):
    s.pick("activate", "Pot of Greed", player=1, first=True)
    activated = False
    while duel.request.kind == "chain":
        if not activated and duel.request.player == 0 and s.has("activate", AP):
            s.pick("activate", AP, player=0)       # the draw was the last thing: open
            activated = True
        else:
            s.pick("pass", player=duel.request.player)
    assert activated and sorted(hand(duel, 1))[:2] == ["Beaver Warrior", "Giant Soldier of Stone"]


def test_appropriate_activated_after_pot_of_greed_then_draws_two_at_the_next_draw():
    """Q: my opponent resolves Pot of Greed; I activate my Set Appropriate right after. Later they
    activate Upstart Goblin (they draw 1, I gain 1000). A: the activation draws me nothing; Upstart
    Goblin's draw gives me 2 cards (Battle Ox, Celtic Guardian), with no chain link of its own."""
    duel = _table("Pot of Greed", "Upstart Goblin").build()
    s = Script(duel)
    _activate_after_pot(duel, s)
    assert hand(duel, 0) == [] and duel.request.kind == "idle"
    s.pick("activate", "Upstart Goblin", player=1)
    _pass_all(duel, s)
    assert duel.players[0].lp == 9000
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert [e["link"] for e in duel.log if e["type"] == "chain" and e["name"] == AP] == [1]


def test_appropriate_needs_a_draw_outside_the_draw_phase():
    """Q: may I activate Appropriate in my opponent's Main Phase with no draw just made, or after their
    normal draw in their Draw Phase? A: no: its condition is a draw outside the Draw Phase just made."""
    table = _table("Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("battle", player=1)
    assert not s.has("activate", AP)
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="draw")
    table.spell_trap(0, AP)
    table.deck(1, THEIRS)
    duel = table.build()
    assert duel.request.kind == "idle" and duel.request.player == 1     # no window offered me
    assert [e for e in duel.log if e["type"] == "activate"] == []


def test_appropriate_misses_the_timing_after_graceful_charity():
    """Q: my opponent resolves Graceful Charity (draw 3, then discard 2). A: the discard, not the
    draw, is the last thing that happened: Appropriate cannot be activated after it."""
    duel = _table("Graceful Charity", "Battle Ox").build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity", player=1)
    _pass_all(duel, s)
    while duel.request.kind == "select":
        s.pick("select", first=True, player=1)
    _pass_all(duel, s)
    assert len(duel.players[1].grave) == 3
    assert duel.request.kind == "idle" and not s.has("activate", AP)


def test_appropriate_draws_nothing_under_royal_decree():
    """Q: my Appropriate is active; my opponent activates their Set Royal Decree, then a second Pot of
    Greed. A: Appropriate's effect is negated: I draw nothing."""
    table = _table("Pot of Greed", "Pot of Greed")
    table.spell_trap(1, "Royal Decree")
    duel = table.build()
    s = Script(duel)
    _activate_after_pot(duel, s)
    s.pick("activate", "Royal Decree", player=1)
    _pass_all(duel, s)
    s.pick("activate", "Pot of Greed", player=1)
    _pass_all(duel, s)
    assert hand(duel, 0) == [] and len(hand(duel, 1)) == 4
