"""Machine Duplication (63995093): Normal Spell; target 1 face-up Machine you control with 500 or
less ATK; Special Summon up to 2 monsters with its name from your Deck.

Sources: the card's texts in our words (the 2005 TCG print, DR3-EN101, "select" 1 face-up
Machine-Type monster with 500 or less ATK on your side of the field, and today's "target" text do
the same: no ERAS entry); enjoy-yugioh.com's Machine support list (the OCG text: it targets a
Machine with 500 or less ATK on your field, and summons up to 2 of that face-up monster's name
from the Deck); seed 000 §對象 (a target no longer valid as the card resolves: the effect does
nothing for it; a face-down monster is not a face-up one). That it cannot be activated without a
monster of that name in the Deck is our reading of the rule that a card which could do nothing
cannot be activated (no ruling found for this card)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

DUP = "Machine Duplication"
CAR = "Bokoichi the Freightening Car"      # Level 2 Machine, 500 / 500


def _resolve(s, picks=None):
    """Pass the chain windows, select the Deck's monsters offered (all of them, or `picks`) and
    summon them in Attack Position, until the Main Phase menu is back."""
    duel = s.duel
    while duel.request.kind != "idle":
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "select":
            options = [o for o in duel.request.options if o.kind == "select"]
            if options and (picks is None or picks > 0):
                s.answer(options[0])
                if picks is not None:
                    picks -= 1
            else:
                s.pick("done")
        elif kind == "option":
            s.pick("option", "Attack Position")
        else:
            raise AssertionError("unexpected request %s" % kind)


def test_machine_duplication_summons_two_copies_from_the_deck():
    """Q: I control Bokoichi the Freightening Car (500 ATK) face-up, and my Deck holds two more
    and a Battle Ox. A: I target the Car; 2 Cars are Special Summoned from my Deck; Battle Ox
    stays in the Deck; the Spell goes to my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CAR)
    table.hand(0, DUP)
    table.deck(0, [CAR, "Battle Ox", CAR])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DUP, request="idle")
    s.pick("target", CAR)
    _resolve(s)
    assert field_monsters(duel, 0) == [CAR, CAR, CAR]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]
    assert grave(duel, 0) == [DUP]


def test_machine_duplication_may_summon_just_one():
    """Q: two Cars in my Deck, but I want only one. A: "up to 2": I may summon 1; the other stays
    in the Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CAR)
    table.hand(0, DUP)
    table.deck(0, [CAR, CAR])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DUP, request="idle")
    s.pick("target", CAR)
    _resolve(s, picks=1)
    assert field_monsters(duel, 0) == [CAR, CAR]
    assert [c.name for c in duel.players[0].deck] == [CAR]


def test_machine_duplication_needs_a_small_face_up_machine_of_mine():
    """Q: may I activate it targeting my Mechanicalchaser (1850 ATK), my face-down Car, or my
    opponent's face-up Car, with Cars and Mechanicalchasers in my Deck? A: no: the target must be
    a face-up Machine I control with 500 or less ATK; with none, the card cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Mechanicalchaser")
    table.monster(0, CAR, position="set")
    table.monster(1, CAR)
    table.hand(0, DUP)
    table.deck(0, [CAR, "Mechanicalchaser"])
    duel = table.build()
    assert not Script(duel).has("activate", DUP)


def test_machine_duplication_needs_a_copy_in_the_deck():
    """Q: my face-up Car has no copy left in my Deck. A: the card could do nothing: it cannot be
    activated (our reading)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, CAR)
    table.hand(0, DUP)
    table.deck(0, ["Battle Ox"])
    duel = table.build()
    assert not Script(duel).has("activate", DUP)


def test_machine_duplication_does_nothing_when_book_of_moon_turns_the_target_face_down():
    """Q: I target my Car with Machine Duplication; my opponent chains Book of Moon on the Car.
    A: as Duplication resolves its target is no longer a face-up Machine: nothing is summoned, the
    Cars stay in my Deck and Duplication goes to my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    car = table.monster(0, CAR)
    table.hand(0, DUP)
    table.spell_trap(1, "Book of Moon")
    table.deck(0, [CAR, CAR])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", DUP, request="idle")
    s.pick("target", CAR)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", car, player=1)
    _resolve(s)
    assert car.card(duel).position == "set"
    assert [c.name for c in duel.players[0].deck] == [CAR, CAR]
    assert grave(duel, 0) == [DUP] and grave(duel, 1) == ["Book of Moon"]
