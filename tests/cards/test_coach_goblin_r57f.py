"""Coach Goblin (42541548): once per turn, in its controller's End Phase while it is face-up, they
may put 1 Normal Monster from their hand on the bottom of their Deck (a cost) to draw 1 card.

Sources: the card's texts in our words -- the 2005 print (IOC: while face-up, during your End
Phase, return 1 Normal Monster Card from your hand to the bottom of your Deck to draw 1 card; once
per turn) and today's ("during your End Phase: you can place 1 Normal Monster from your hand on the
bottom of the Deck; draw 1 card") do the same (no ERAS entry); yugioh-wiki.net 《鬼ゴブリン》 (an
optional trigger effect in its controller's own End Phase; the Normal Monster put back is its
cost, 〜戻す事で). Skill Drain's own text lets a face-up monster's effect be activated and negates
it: the cost is paid, nothing is drawn."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

CG = "Coach Goblin"


def _end_of_my_turn(my_hand, turn_player=0, extra=None):
    table = Table(rules="GOAT", turn=3, turn_player=turn_player, phase="main2")
    goblin = table.monster(0, CG)
    table.hand(0, *my_hand)
    table.deck(0, ["Mystical Elf", "Celtic Guardian"])        # top first
    table.deck(1, ["Hitotsu-Me Giant"] * 3)
    if extra:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=turn_player)
    return duel, s, goblin


def test_coach_goblin_puts_a_normal_monster_under_the_deck_and_draws():
    """Q: in my End Phase I hold Battle Ox and Pot of Greed; I use Coach Goblin. A: Battle Ox goes
    to the bottom of my Deck (shown) and I draw Mystical Elf, my top card."""
    duel, s, _ = _end_of_my_turn(["Battle Ox", "Pot of Greed"])
    s.pick("yes", CG, player=0, request="yes_no")
    s.pick("select", "Battle Ox", player=0)
    while duel.turn == 3:
        s.pick("pass", first=True)
    deck = duel.players[0].deck                        # bottom first
    assert deck[0].name == "Battle Ox" and [c.name for c in deck] == ["Battle Ox", "Celtic Guardian"]
    assert sorted(hand(duel, 0)) == ["Mystical Elf", "Pot of Greed"]
    assert any(e["type"] == "reveal" and e["name"] == "Battle Ox" for e in duel.log)


def test_coach_goblin_may_be_declined():
    """Q: I decline it. A: my hand and Deck stay as they were."""
    duel, s, _ = _end_of_my_turn(["Battle Ox"])
    s.pick("no", CG, player=0, request="yes_no")
    assert hand(duel, 0) == ["Battle Ox"] and len(duel.players[0].deck) == 2
    assert duel.turn == 4


def test_coach_goblin_needs_a_normal_monster_in_hand():
    """Q: my hand holds only Sangan (an Effect Monster) and Pot of Greed. A: I cannot use it: no
    question, the turn ends."""
    duel, _, _ = _end_of_my_turn(["Sangan", "Pot of Greed"])
    assert duel.turn == 4 and sorted(hand(duel, 0)) == ["Pot of Greed", "Sangan"]
    assert len(duel.players[0].deck) == 2


def test_coach_goblin_not_in_the_opponents_end_phase():
    """Q: it is my opponent's turn; in their End Phase I hold Battle Ox. A: only my own End Phase:
    no question, my hand and Deck do not change."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main2")
    table.monster(0, CG)
    table.hand(0, "Battle Ox")
    table.deck(0, ["Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", player=1)
    assert duel.request.kind != "yes_no" and duel.turn == 5
    # (my own Draw Phase drew Mystical Elf; Battle Ox is still in my hand)
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Mystical Elf"]


def test_coach_goblin_face_down_does_nothing():
    """Q: my Coach Goblin is Set face-down. A: its effect needs it face-up: no question."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main2")
    table.monster(0, CG, position="set")
    table.hand(0, "Battle Ox")
    table.deck(0, ["Mystical Elf"])
    table.deck(1, ["Hitotsu-Me Giant"])
    duel = table.build()
    Script(duel).pick("end_turn", player=0)
    assert duel.turn == 4 and hand(duel, 0) == ["Battle Ox"]


def test_coach_goblin_under_skill_drain_pays_and_draws_nothing():
    """Q: my opponent controls a face-up Skill Drain. A: I may still activate Coach Goblin (Skill
    Drain's text): Battle Ox goes to the bottom of my Deck as the cost, but the draw is negated."""
    duel, s, _ = _end_of_my_turn(["Battle Ox"], extra=lambda t: t.spell_trap(1, "Skill Drain", face_down=False))
    s.pick("yes", CG, player=0, request="yes_no")
    s.pick("select", "Battle Ox", player=0)
    while duel.turn == 3:
        s.pick("pass", first=True)
    assert hand(duel, 0) == [] and duel.players[0].deck[0].name == "Battle Ox"
    assert len(duel.players[0].deck) == 3 and grave(duel, 0) == []
