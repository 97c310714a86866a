"""Gora Turtle of Illusion (42868711), Level 4 WATER Aqua: while it is face-up, an opponent's Spell
or Trap effect that targets it is negated and that card destroyed.

Sources, in our words: the card's text (the opponent's Spell and Trap effects that target this
face-up card are negated and those cards destroyed; the same in its first English print, IOC, and
today: no ERAS entry); the rule of such continuous negations (Ryu Senshi, Freed the Matchless General:
the effect resolves negated while the monster is still face-up; a card that does not target it is
untouched; its own controller's cards are not the opponent's).

Round 58w (a judge's review): the card's text names Spell and Trap Cards only -- a public Goat card
list gives its text as "negate the opponent's Spell/Trap effects that target this face-up card", a
public engine's script of it negates a targeting Spell as it resolves and destroys that card; an
Effect Monster's effect (Man-Eater Bug) that targets it is not negated (round 58g had read "Spell,
Trap or Effect Monster")."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

GORA = "Gora Turtle of Illusion"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_gora_turtle_of_illusion_negates_and_destroys_snatch_steal():
    """Q: my opponent activates Snatch Steal on my face-up Gora Turtle. A: the effect is negated and
    Snatch Steal destroyed: Gora Turtle stays mine."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    gora = table.monster(0, GORA)
    table.hand(1, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", gora, player=1)
    _pass(s)
    assert field_monsters(duel, 0) == [GORA] and field_monsters(duel, 1) == []
    assert grave(duel, 1) == ["Snatch Steal"]


def test_gora_turtle_of_illusion_no_protection_from_a_monster_effect():
    """Q: my opponent Flip Summons Man-Eater Bug and its effect targets my Gora Turtle. A: a monster's
    effect is not a Spell or Trap effect: it resolves, Gora Turtle is destroyed, Man-Eater Bug stays."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    gora = table.monster(0, GORA)
    table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Man-Eater Bug", player=1)
    s.pick("target", gora, player=1)
    _pass(s)
    assert grave(duel, 0) == [GORA] and field_monsters(duel, 1) == ["Man-Eater Bug"]


def test_gora_turtle_of_illusion_not_its_controllers_own_card():
    """Q: I target my own Gora Turtle with Book of Moon. A: my own card works: it is turned face-down."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    gora = table.monster(0, GORA)
    table.spell_trap(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", gora)
    _pass(s)
    assert gora.card(duel).position == "set" and grave(duel, 0) == ["Book of Moon"]


def test_gora_turtle_of_illusion_no_protection_from_a_non_targeting_card():
    """Q: my opponent activates Dark Hole. A: it targets nothing: Gora Turtle is destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, GORA)
    table.hand(1, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    _pass(s)
    assert grave(duel, 0) == [GORA]


def test_gora_turtle_of_illusion_book_of_moon_chained_to_snatch_steal():
    """Q: my opponent targets Gora Turtle with Snatch Steal and chains Book of Moon on it too, hoping to
    turn it face-down first. A: Book of Moon resolves while Gora is face-up: negated and destroyed; so
    is Snatch Steal after it."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    gora = table.monster(0, GORA)
    table.hand(1, "Snatch Steal")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal", player=1)
    s.pick("target", gora, player=1)
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", gora, player=1)
    _pass(s)
    assert gora.card(duel).position == "attack" and field_monsters(duel, 0) == [GORA]
    assert sorted(grave(duel, 1)) == ["Book of Moon", "Snatch Steal"]
