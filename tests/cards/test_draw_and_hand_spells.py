"""Goat-format Spells, part 1: draws, searches and hand attacks — Pot of Greed,
Graceful Charity, Upstart Goblin, Reinforcement of the Army, Confiscation, Delinquent Duo,
Painful Choice.

Rules cited: seed 000 §魔法卡 (通常魔法), §效果分類 ("then"), §勝負判定條件. Card behaviour:
current OCG/TCG texts and rulings (see each docstring).
"""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

FILLER = ["Mystical Elf", "Beaver Warrior", "Hitotsu-Me Giant", "Koumori Dragon", "Battle Ox",
          "Giant Soldier of Stone"]


# --------------------------------------------------------------------- Pot of Greed
def test_pot_of_greed_draws_two():
    """Pot of Greed: its controller draws 2 cards; the Normal Spell then goes to the GY
    (seed 000 §通常魔法)."""
    table = Table(turn=3)
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    Script(duel).pick("activate", "Pot of Greed", request="idle")
    assert hand(duel, 0) == ["Battle Ox", "Mystical Elf"]
    assert grave(duel, 0) == ["Pot of Greed"] and len(duel.players[0].deck) == 1


def test_pot_of_greed_needs_two_cards_in_the_deck():
    """Ruling: a card that draws cannot be activated when the Deck holds fewer cards than it
    draws (Pot of Greed with 1 card left)."""
    table = Table(turn=3)
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", "Pot of Greed")


def test_pot_of_greed_is_speed_one():
    """seed 000 §咒文速度: a Normal Spell is Spell Speed 1: not in the opponent's turn, not
    as a chain link (a Set Pot of Greed cannot answer an attack)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "Pot of Greed")
    table.deck(0, list(FILLER))
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player", player=1)
    # no chain request for player 0: the attack went straight through
    assert lp(duel) == (6300, 8000) and hand(duel, 0) == []


# ----------------------------------------------------------------- Graceful Charity
def test_graceful_charity_draws_three_then_discards_two():
    """Graceful Charity: draw 3, then discard 2 (any 2 cards of the hand, drawn or not)."""
    table = Table(turn=3)
    table.hand(0, "Graceful Charity", "Dark Magician")
    table.deck(0, ["Battle Ox", "Mystical Elf", "Celtic Guardian", "Koumori Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity")
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Dark Magician", "Mystical Elf"]
    s.expect(request="select", player=0)
    s.pick("select", "Dark Magician")
    s.pick("select", "Mystical Elf")
    assert sorted(hand(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert grave(duel, 0) == ["Dark Magician", "Mystical Elf", "Graceful Charity"]
    assert [e["reason"] for e in of_type(duel, "to_grave")][:2] == ["discard_effect", "discard_effect"]


def test_graceful_charity_needs_three_cards_in_the_deck():
    """Ruling: Graceful Charity cannot be activated with 2 or fewer cards in the Deck."""
    table = Table(turn=3)
    table.hand(0, "Graceful Charity", "Dark Magician")
    table.deck(0, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    assert not Script(duel).has("activate", "Graceful Charity")


# -------------------------------------------------------------------- Upstart Goblin
def test_upstart_goblin_draws_one_and_the_opponent_gains_1000():
    """Upstart Goblin: draw 1 card, then the opponent gains 1000 LP."""
    table = Table(turn=3)
    table.hand(0, "Upstart Goblin")
    table.deck(0, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    Script(duel).pick("activate", "Upstart Goblin")
    assert hand(duel, 0) == ["Battle Ox"]
    assert lp(duel) == (8000, 9000)
    assert grave(duel, 0) == ["Upstart Goblin"]


def test_upstart_goblin_needs_a_card_in_the_deck():
    """Ruling: with an empty Deck Upstart Goblin cannot be activated."""
    table = Table(turn=3)
    table.hand(0, "Upstart Goblin")
    duel = table.build()
    assert not Script(duel).has("activate", "Upstart Goblin")


# ---------------------------------------------------------- Reinforcement of the Army
def test_reinforcement_of_the_army_adds_a_level_4_or_lower_warrior():
    """Reinforcement of the Army: only a Level 4 or lower Warrior monster can be added
    (Gaia is Level 7; Battle Ox is a Beast-Warrior); the Deck is then shuffled and the
    card is shown to the opponent."""
    table = Table(turn=3)
    table.hand(0, "Reinforcement of the Army")
    table.deck(0, ["Gaia The Fierce Knight", "Battle Ox", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Reinforcement of the Army")
    assert [o.name for o in s.options("select")] == ["Celtic Guardian"]
    s.pick("select", "Celtic Guardian")
    assert hand(duel, 0) == ["Celtic Guardian"]
    assert any(e.get("private", {}).get("name") == "Celtic Guardian" for e in of_type(duel, "reveal"))
    assert of_type(duel, "shuffle")


def test_reinforcement_of_the_army_needs_a_warrior_in_the_deck():
    """Ruling: a search card cannot be activated without a card it could add."""
    table = Table(turn=3)
    table.hand(0, "Reinforcement of the Army")
    table.deck(0, ["Gaia The Fierce Knight", "Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", "Reinforcement of the Army")


# ---------------------------------------------------------------------- Confiscation
def test_confiscation_pays_1000_and_discards_the_card_you_choose():
    """Confiscation: pay 1000 LP (a cost), see the opponent's hand, discard 1 card of it."""
    table = Table(turn=3)
    table.hand(0, "Confiscation")
    elf, ox = table.hand(1, "Mystical Elf", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Confiscation")
    assert lp(duel) == (7000, 8000)
    # the whole hand is shown to the activator only
    shown = [e["private"]["name"] for e in of_type(duel, "reveal") if e.get("private", {}).get("player") == 0]
    assert sorted(shown) == ["Battle Ox", "Mystical Elf"]
    s.expect(request="option", player=0)
    assert sorted(o.name for o in s.options("option")) == ["Battle Ox", "Mystical Elf"]
    s.pick("option", "Battle Ox")
    assert hand(duel, 1) == ["Mystical Elf"] and grave(duel, 1) == ["Battle Ox"]
    assert ox.card(duel).location == "grave"
    assert grave(duel, 0) == ["Confiscation"]


def test_confiscation_needs_a_card_in_the_opponents_hand_and_1000_lp():
    """Confiscation cannot be activated against an empty hand, nor with less than 1000 LP
    to pay."""
    table = Table(turn=3)
    table.hand(0, "Confiscation")
    duel = table.build()
    assert not Script(duel).has("activate", "Confiscation")
    table = Table(turn=3, lp=(999, 8000))
    table.hand(0, "Confiscation")
    table.hand(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", "Confiscation")


# -------------------------------------------------------------------- Delinquent Duo
def test_delinquent_duo_random_discard_then_the_opponents_choice():
    """Delinquent Duo: pay 1000 LP; the opponent discards 1 card at random and 1 more card
    of their own choice (the opponent picks, among the cards left)."""
    table = Table(turn=3)
    table.hand(0, "Delinquent Duo")
    table.hand(1, "Mystical Elf", "Battle Ox", "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Delinquent Duo")
    assert lp(duel) == (7000, 8000)
    s.expect(request="select", player=1)
    left = [o.name for o in s.options("select")]
    assert len(left) == 2
    s.pick("select", left[0], player=1)
    assert len(hand(duel, 1)) == 1 and len(grave(duel, 1)) == 2
    assert left[0] in grave(duel, 1) and hand(duel, 1)[0] in left
    assert [e["reason"] for e in of_type(duel, "to_grave") if e["player"] == 1] == ["discard_effect"] * 2


def test_delinquent_duo_with_one_card_discards_it_without_a_choice():
    """Delinquent Duo can be activated against a 1-card hand: only the random discard
    happens; nobody is asked anything."""
    table = Table(turn=3)
    table.hand(0, "Delinquent Duo")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    Script(duel).pick("activate", "Delinquent Duo")
    assert hand(duel, 1) == [] and grave(duel, 1) == ["Mystical Elf"]
    assert duel.request.kind == "idle" and duel.request.player == 0


def test_delinquent_duo_cannot_be_activated_against_an_empty_hand():
    """Delinquent Duo: nothing to discard, no activation."""
    table = Table(turn=3)
    table.hand(0, "Delinquent Duo")
    duel = table.build()
    assert not Script(duel).has("activate", "Delinquent Duo")


# -------------------------------------------------------------------- Painful Choice
def test_painful_choice_opponent_picks_the_card_you_keep():
    """Painful Choice: pick 5 cards of your Deck and show them; the opponent chooses 1 for
    your hand; the other 4 are sent to the GY (current text: sent, not discarded)."""
    table = Table(turn=3)
    table.hand(0, "Painful Choice")
    refs = table.deck(0, ["Dark Magician", "Battle Ox", "Mystical Elf", "Celtic Guardian", "Koumori Dragon",
                          "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Painful Choice")
    for name in ("Dark Magician", "Battle Ox", "Mystical Elf", "Celtic Guardian", "Koumori Dragon"):
        s.pick("select", name, player=0)
    s.expect(request="option", player=1)
    # the 5 cards were shown to the opponent, who picks one of them by name
    shown = [e["private"]["name"] for e in of_type(duel, "reveal") if e.get("private", {}).get("player") == 1]
    assert sorted(shown) == ["Battle Ox", "Celtic Guardian", "Dark Magician", "Koumori Dragon", "Mystical Elf"]
    assert sorted(o.name for o in s.options("option")) == sorted(shown)
    s.pick("option", "Mystical Elf", player=1)
    assert refs[2].card(duel).location == "hand"
    assert hand(duel, 0) == ["Mystical Elf"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian", "Dark Magician", "Koumori Dragon",
                                      "Painful Choice"]
    assert [c.name for c in duel.players[0].deck] == ["Summoned Skull"]
    sent = [e for e in of_type(duel, "to_grave") if e.get("name") != "Painful Choice"]
    assert len(sent) == 4 and all(e["reason"] == "effect" for e in sent)


def test_painful_choice_needs_five_cards_in_the_deck():
    """Ruling: Painful Choice cannot be activated with fewer than 5 cards in the Deck."""
    table = Table(turn=3)
    table.hand(0, "Painful Choice")
    table.deck(0, ["Dark Magician", "Battle Ox", "Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    assert not Script(duel).has("activate", "Painful Choice")
