"""What a determinized copy's bookkeeping names after it dealt the hidden cards again.

docs/ai.md "Determinization" and engine/determinize.py: a copy keeps every fact the player knows
and re-deals every hidden card consistently. A card's cid is its place in its decklist, so the
copy gives the hidden places new cids (the hidden cids in place order) and whatever names a
hidden card by cid must follow it: here the duel's record of the cards sent to the GY this turn
(`turn_log`: Last Will's and the "sent this turn" reads), which still names Book of Moon after
Magician of Faith returned it to its owner's hand -- a public move, to the right end of the hand.
A hidden card whose delayed effect waits (Sinister Serpent back in the hand, its banishment due
in the opponent's End Phase; Magical Scientist turned face-down by Book of Moon, its Fusion Monster
due back in the Extra Deck at the End Phase) keeps its own cid on the place dealt its facts, and the one record that would have named that place takes the Scientist's old
place instead (one to one).

Round 52n: mutants of determinize.py `_deal_group`'s and the Determinizer's remap (no remap,
`==` for `!=`), `_cids_for`'s references (the swap's test) and its `taken` places (two
Scientists of the same passcode), and `_Deal`'s split of a hand-and-Deck pool (its Extra Deck
part read as its Main Deck part) that no test told from the real engine."""

import pytest

from duelist.engine.determinize import determinize
from duelist.testing.scenario import Script, Table


def _resolve(duel, script):
    while duel.request.kind == "chain":
        script.pick("pass", player=duel.request.player)


def _returned_book_of_moon(table, scientists=()):
    """Player 0 (GOAT, turn 3): Book of Moon goes to the GY this turn and Magician of Faith's
    Flip Summon brings it back to the hand; the Magical Scientists `scientists` (CardRefs) first
    summon a Fusion Monster each and are turned face-down by a Book of Moon each."""
    faith = table.monster(0, "Magician of Faith", position="set")
    duel = table.build()
    s = Script(duel)
    for scientist in scientists:
        s.pick("activate", scientist)
        _resolve(duel, s)
        s.pick("select", first=True)
        s.pick("option", "Attack Position", request="option")
    for scientist in scientists:
        s.pick("activate", "Book of Moon", first=True)
        s.pick("target", scientist)
        _resolve(duel, s)
    if not scientists:
        s.pick("activate", "Book of Moon")
        s.pick("target", "Battle Ox")
        _resolve(duel, s)
    s.pick("flip_summon", faith)
    _resolve(duel, s)
    s.pick("target", "Book of Moon", first=True)
    _resolve(duel, s)
    assert duel.request.kind == "idle"
    return duel


def test_the_spell_sent_this_turn_and_back_in_the_hand_is_named_where_it_is():
    """Q: Book of Moon resolved (to the GY) and Magician of Faith's Flip Summon added it back to
    player 0's hand, its right end. Player 1 determinizes the duel (12 seeds): player 0's hand
    and Deck are dealt again with new cids. A: in every copy the record of the card sent to the GY
    this turn names the card at the right end of player 0's hand, as in the duel (never the cid
    the real card had in its decklist, which now is another place's card)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Book of Moon", "Celtic Guardian", "Battle Ox")
    table.deck(0, ["Mystical Elf", "Koumori Dragon", "Dark Magician"])
    table.monster(1, "Battle Ox")
    table.deck(1, ["Dark Magician", "Koumori Dragon", "Summoned Skull"])
    duel = _returned_book_of_moon(table)
    (entry,) = [e for e in duel.turn_log if e["controller"] == 0 and e["reason"] == "resolved"]
    assert duel.cards[entry["cid"]] is duel.players[0].hand[-1]
    assert duel.players[0].hand[-1].name == "Book of Moon"
    for seed in range(12):
        copy = determinize(duel, 1, seed)
        (rec,) = [e for e in copy.turn_log if e["controller"] == 0 and e["reason"] == "resolved"]
        named = copy.cards[rec["cid"]]
        assert named is copy.players[0].hand[-1], seed
        assert [c.cid for c in copy.cards] == list(range(len(copy.cards)))


@pytest.mark.parametrize("others", [(), ("Celtic Guardian", "Battle Ox")])
def test_beside_a_sinister_serpent_back_in_the_hand_the_record_follows_the_place_one_to_one(others):
    """Q: as above, but first, in the Standby Phase, Sinister Serpent came back from player 0's GY
    to the hand (today's text: its banishment waits for the opponent's End Phase, a delayed
    effect naming it). Player 1 determinizes (40 seeds): the Serpent's facts, dealt to any place
    of player 0's hand or Deck, keep its cid (what the delayed effect names). A: the record names
    the card at the right end of player 0's hand -- or, in a copy that dealt the Serpent's facts
    there, the place the hidden cids in place order give the Serpent's cid (the hand's left end):
    never the Serpent itself nor any other card. (Book of Moon alone in the hand beside the
    Serpent, or two other cards to their left.)

    (Until stop 53 this position was a Magical Scientist that Book of Moon turned face-down; a
    copy now keeps a monster its player saw face-up in place, so its facts are no longer dealt
    elsewhere: test_determinized_copy_keeps_a_monster_seen_before_it_was_turned_face_down.py.)"""
    table = Table(turn=3, turn_player=0, phase="standby")
    table.grave(0, "Sinister Serpent")
    table.hand(0, "Book of Moon", *others)
    table.deck(0, ["Mystical Elf", "Koumori Dragon", "Dark Magician", "Celtic Guardian", "Battle Ox"])
    table.monster(1, "Battle Ox")
    table.deck(1, ["Dark Magician", "Koumori Dragon", "Summoned Skull"])
    faith = table.monster(0, "Magician of Faith", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("yes", "Sinister Serpent", request="yes_no", player=0)
    _resolve(duel, s)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Battle Ox")
    _resolve(duel, s)
    s.pick("flip_summon", faith)
    _resolve(duel, s)
    s.pick("target", "Book of Moon", first=True)
    _resolve(duel, s)
    assert duel.request.kind == "idle"
    assert [c.name for c in duel.players[0].hand][-2:] == ["Sinister Serpent", "Book of Moon"]
    (waiting,) = [e.cid for e in duel.lingering if e.tag == "delayed"]
    (entry,) = [e for e in duel.turn_log if e["controller"] == 0 and e["reason"] == "resolved"]
    assert duel.cards[entry["cid"]] is duel.players[0].hand[-1]
    moved = 0
    for seed in range(40):
        copy = determinize(duel, 1, seed)
        assert copy.cards[waiting].name == "Sinister Serpent", seed
        (rec,) = [e for e in copy.turn_log if e["controller"] == 0 and e["reason"] == "resolved"]
        named = copy.cards[rec["cid"]]
        last = copy.players[0].hand[-1]
        if last.cid == waiting:
            moved += 1
            assert named is copy.players[0].hand[0], seed
        else:
            assert named is last, seed
    assert 0 < moved < 40


def _end_turn(duel):
    """End the turn; the End Phase's two returns come in the order player 0 picks (round 53e:
    an `order` request, answered with its first option)."""
    Script(duel).end_turn()
    while duel.request is not None and duel.request.kind == "order" and duel.request.player == 0:
        duel.answer(duel.request.options[0])


def test_two_face_down_magical_scientists_each_keep_their_delayed_effect():
    """Q: GOAT; player 0's two Magical Scientists each summoned a Fusion Monster (two Flame
    Swordsmen) and each was turned face-down by a Book of
    Moon. Player 1 determinizes the duel (8 seeds) and ends the turn in the copy. A: both
    Scientists' facts are dealt (to two different places) with their own cids, and at the End
    Phase both Fusion Monsters return to the Extra Deck, as in the duel."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    scientists = [table.monster(0, "Magical Scientist"), table.monster(0, "Magical Scientist")]
    table.hand(0, "Book of Moon", "Book of Moon", "Celtic Guardian")
    table.extra(0, "Flame Swordsman", "Flame Swordsman")
    table.deck(0, ["Mystical Elf", "Koumori Dragon", "Dark Magician"])
    table.deck(1, ["Dark Magician", "Koumori Dragon", "Summoned Skull"])
    duel = _returned_book_of_moon(table, scientists)
    waiting = sorted(e.cid for e in duel.lingering if e.tag == "delayed")
    assert len(waiting) == 2 and waiting[0] != waiting[1]
    for seed in range(8):
        copy = determinize(duel, 1, seed)
        assert [copy.cards[cid].name for cid in waiting] == ["Magical Scientist"] * 2, seed
        _end_turn(copy)
        assert [c.name for c in copy.players[0].extra] == ["Flame Swordsman"] * 2, seed
    _end_turn(duel)
    assert [c.name for c in duel.players[0].extra] == ["Flame Swordsman"] * 2


def test_a_copy_deals_each_hidden_card_once_even_one_that_fits_no_hidden_place():
    """Q: a table puts Flame Swordsman, a Fusion Monster, in player 0's Deck beside two Main Deck
    monsters (no rule puts an Extra Deck card there; the position builder allows it), player 0's
    hand and Deck being the only places player 1 cannot see. Player 1 determinizes (8 seeds).
    A: every copy deals exactly the cards it hid, each once: the Deck holds Flame Swordsman, Battle
    Ox and Celtic Guardian, the two Main Deck monsters shuffled and the Fusion Monster, which fits
    no place, dealt to the last (`players[0].deck[-1]`, where the table had it),
    never one card twice and the Fusion Monster gone (determinize.py: "only when the unseen cards
    cannot fit otherwise")."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.deck(0, ["Flame Swordsman", "Battle Ox", "Celtic Guardian"])
    table.deck(1, ["Dark Magician", "Koumori Dragon", "Summoned Skull"])
    duel = table.build()
    for seed in range(8):
        copy = determinize(duel, 1, seed)
        deck = [c.name for c in copy.players[0].deck]
        assert sorted(deck) == ["Battle Ox", "Celtic Guardian", "Flame Swordsman"], seed
        assert deck[-1] == "Flame Swordsman", seed
