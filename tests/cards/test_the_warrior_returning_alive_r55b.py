"""The Warrior Returning Alive (95281259): a Normal Spell that targets 1 Warrior-Type monster in its
player's GY and adds it to the hand.

Sources: the card's text (LOB-era/2005 "add 1 Warrior-Type monster from your Graveyard to your
hand", today's "target 1 Warrior monster in your GY; add it to your hand": the OCG text always
chose it as it was activated; one meaning, no ERAS entry); Necrovalley's text (an effect that
takes a card out of a GY is negated; Gravekeeper's Chief's controller's GY is not reached);
seed 000 §對象."""

from duelist.testing.reads import grave, hand, of_type
from duelist.testing.scenario import Script, Table

CARD = "The Warrior Returning Alive"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def test_the_warrior_returning_alive_adds_a_warrior():
    """Q: my GY holds Marauding Captain (Warrior) and Mystical Elf (Spellcaster). A: only the
    Captain may be targeted, and it comes to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CARD)
    table.grave(0, "Marauding Captain", "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, request="idle")
    if duel.request.kind == "target":
        assert [o.name for o in duel.request.options if o.kind == "target"] == ["Marauding Captain"]
        s.pick("target", "Marauding Captain", player=0)
    _settle(duel, s)
    assert hand(duel, 0) == ["Marauding Captain"]
    assert grave(duel, 0) == ["Mystical Elf", CARD]


def test_the_warrior_returning_alive_needs_a_warrior_in_your_own_gy():
    """Q: only my opponent's GY holds a Warrior (Blade Knight); mine holds Mystical Elf. May I
    activate it? A: no."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, CARD)
    table.grave(0, "Mystical Elf")
    table.grave(1, "Blade Knight")
    duel = table.build()
    assert not Script(duel).has("activate", CARD)


def test_the_warrior_returning_alive_under_necrovalley_is_negated():
    """Q: Necrovalley is on the field; I target Marauding Captain in my GY. A: it is negated as it
    resolves: the Captain stays in my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.hand(0, CARD)
    table.grave(0, "Marauding Captain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, request="idle")
    if duel.request.kind == "target":
        s.pick("target", "Marauding Captain", player=0)
    _settle(duel, s)
    assert hand(duel, 0) == [] and grave(duel, 0) == ["Marauding Captain", CARD]
    assert of_type(duel, "negated")


def test_the_warrior_returning_alive_beside_gravekeepers_chief_under_necrovalley():
    """Q: Necrovalley is on the field and I control Gravekeeper's Chief. A: my GY is unaffected:
    the Captain comes to my hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.monster(0, "Gravekeeper's Chief")
    table.hand(0, CARD)
    table.grave(0, "Marauding Captain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", CARD, request="idle")
    if duel.request.kind == "target":
        s.pick("target", "Marauding Captain", player=0)
    _settle(duel, s)
    assert hand(duel, 0) == ["Marauding Captain"] and grave(duel, 0) == [CARD]
