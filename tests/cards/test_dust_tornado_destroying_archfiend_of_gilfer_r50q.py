"""Dust Tornado destroys a Spell/Trap and THEN its player may Set one from the hand: only a Set
that happens makes the destroyed card's optional "when" trigger miss the timing (round 50q).

Seed 000 §效果分類 › 誘發效果 (optional triggers at a specific moment); yugioh-wiki.net
タイミングを逃す (pattern 2: a "when ... you can" effect whose condition is met in the middle of
an effect's series of actions) and 《砂塵の大竜巻》 (the Set comes "after the destruction", so
Setting a card makes a destroyed card's "when" effect miss the timing -- the page's use no. 5).
Without a Set nothing follows the destruction: the Trap itself going to the GY as it finishes
resolving is no further action. Archfiend of Gilfer, an Equip Card after its effect, has "when
this card is sent to the GY, you can equip it to a monster"."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _dust_tornado_on_gilfer(hand=()):
    """My opponent's turn: my Gilfer is equipped to their Celtic Guardian (1400 - 500); they
    activate Dust Tornado on it."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(0, "Archfiend of Gilfer", face_down=False, equipped_to=guardian)
    table.spell_trap(1, "Dust Tornado")
    if hand:
        table.hand(1, *hand)
    duel = table.build()
    assert duel.atk(guardian.card(duel)) == 900
    s = Script(duel)
    s.pick("activate", "Dust Tornado", player=1, request="idle")
    s.pick("target", "Archfiend of Gilfer", request="target")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


def test_with_no_card_to_set_gilfer_may_equip_itself_again():
    """Q: my opponent's Dust Tornado destroys my Archfiend of Gilfer (an Equip Card); they hold
    no Spell or Trap to Set. May I activate Gilfer's effect? A: yes -- nothing happened after
    the destruction, so it is still the last thing that happened."""
    duel, s = _dust_tornado_on_gilfer()
    assert grave(duel, 0) == ["Archfiend of Gilfer"]
    assert not of_type(duel, "missed_timing")
    s.pick("yes", "Archfiend of Gilfer", player=0, request="yes_no")


def test_when_the_set_is_declined_gilfer_may_equip_itself_again():
    """Q: as above, but my opponent holds Mystical Space Typhoon and declines to Set it. A: I
    may still equip Gilfer: no Set happened after the destruction."""
    duel, s = _dust_tornado_on_gilfer(hand=("Mystical Space Typhoon",))
    s.pick("no", player=1, request="yes_no")                    # no Set
    assert grave(duel, 0) == ["Archfiend of Gilfer"]
    assert not of_type(duel, "missed_timing")
    s.pick("yes", "Archfiend of Gilfer", player=0, request="yes_no")


def test_when_a_card_is_set_after_the_destruction_gilfer_misses_the_timing():
    """Control: my opponent Sets Mystical Space Typhoon after the destruction: Gilfer's
    destruction is no longer the last thing that happened, so I may not equip it."""
    duel, s = _dust_tornado_on_gilfer(hand=("Mystical Space Typhoon",))
    s.pick("yes", player=1, request="yes_no")
    s.pick("select", "Mystical Space Typhoon", request="select")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Archfiend of Gilfer"]
    assert duel.request.kind == "idle" and duel.request.player == 1
    assert [e["name"] for e in of_type(duel, "missed_timing")] == ["Archfiend of Gilfer"]
