"""A Cat of Ill Omen (24140059): FLIP: its controller picks a Trap Card in their Deck and puts it on
top of the Deck (the Deck shuffled first); while Necrovalley is on the field, they may add that
Trap to their hand instead.

Sources: the card's texts in our words (the 2005 TCG text, DR1: FLIP: select 1 Trap from your Deck
and place it on top of your Deck, or add it to your hand instead if Necrovalley is on the field;
the OCG text 《不幸を告げる黒猫》 the same; today's the same: no ERAS entry); yugioh-wiki.net
《不幸を告げる黒猫》: the Deck is shuffled and the Trap then placed on top; a face-up Necrovalley on
either player's side is enough, and the choice is the player's ("can"). A face-down monster
attacked is flipped face-up and its Flip effect activates after damage calculation (seed 000
§反轉效果)."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table

CAT = "A Cat of Ill Omen"
DECK = ["Battle Ox", "Mirror Force", "Celtic Guardian", "Trap Hole", "Mystical Elf"]


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _top(duel, player=0):
    return duel.players[player].deck[-1].name


def _flip(rules="GOAT", deck=DECK, valley=None):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, CAT, position="set")
    table.deck(0, list(deck))
    if valley is not None:
        table.field_spell(valley, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", CAT, request="idle")
    _resolve(s)
    return duel, s


def test_a_cat_of_ill_omen_puts_a_trap_on_top_of_the_deck():
    """Q: I Flip Summon A Cat of Ill Omen and pick Mirror Force in my Deck. A: Mirror Force is the
    top card of my Deck; my hand is unchanged; the other 4 cards stay in the Deck."""
    duel, s = _flip()
    s.pick("select", "Mirror Force", player=0)
    assert _top(duel) == "Mirror Force" and hand(duel, 0) == []
    assert sorted(c.name for c in duel.players[0].deck) == sorted(DECK)


def test_a_cat_of_ill_omen_without_a_trap_in_the_deck():
    """Q: my Deck holds no Trap when A Cat of Ill Omen is flipped. A: nothing is picked: no
    question is asked, the Deck keeps its cards."""
    duel, s = _flip(deck=["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    assert duel.request.kind == "idle"
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Celtic Guardian", "Mystical Elf"]


def test_a_cat_of_ill_omen_adds_the_trap_to_the_hand_with_necrovalley():
    """Q: my opponent's Necrovalley is face-up when I flip A Cat of Ill Omen and pick Trap Hole.
    A: I may add it to my hand instead: I say yes and Trap Hole is in my hand, not in the Deck."""
    duel, s = _flip(valley=1)
    s.pick("select", "Trap Hole", player=0)
    s.pick("yes", player=0, request="yes_no")
    assert hand(duel, 0) == ["Trap Hole"]
    assert "Trap Hole" not in [c.name for c in duel.players[0].deck]


def test_a_cat_of_ill_omen_with_necrovalley_may_still_choose_the_top():
    """Q: with my own Necrovalley face-up I flip A Cat of Ill Omen, pick Trap Hole and decline to
    add it. A: it goes on top of my Deck, as without Necrovalley."""
    duel, s = _flip(valley=0)
    s.pick("select", "Trap Hole", player=0)
    s.pick("no", player=0, request="yes_no")
    assert _top(duel) == "Trap Hole" and hand(duel, 0) == []


def test_a_cat_of_ill_omen_flipped_by_an_attack_then_draws_it():
    """Q: my opponent attacks my face-down A Cat of Ill Omen with Battle Ox; its Flip effect puts
    Mirror Force on top of my Deck. What do I draw next turn? A: the Cat is destroyed (1700 ATK
    against 300 DEF) and its effect resolves all the same; I draw Mirror Force."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    cat = table.monster(0, CAT, position="set")
    table.deck(0, list(DECK))
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=cat, player=1)
    while duel.request.kind != "select":
        s.pick("pass")
    s.pick("select", "Mirror Force", player=0)
    _resolve(s)
    assert [c.name for c in duel.players[0].grave] == [CAT]
    s.pick("end_battle", player=1)
    _resolve(s)
    s.end_turn()
    _resolve(s)
    assert duel.turn == 5 and hand(duel, 0) == ["Mirror Force"]


def test_a_cat_of_ill_omen_today_the_same():
    """Q: under today's rules, does the Cat put the Trap on top the same way? A: yes."""
    duel, s = _flip(rules="MR5")
    s.pick("select", "Trap Hole", player=0)
    assert _top(duel) == "Trap Hole"
