"""An Owl of Luck (23927567): FLIP: its controller picks a Field Spell Card in their Deck and puts
it on top of the Deck (the Deck shuffled first).

Sources: the card's texts in our words (the 2005 TCG text, DR1: FLIP: select 1 Field Spell Card
from your Deck and place it on top of your Deck; the OCG text 《幸運を告げるフクロウ》 the same;
today's the same: no ERAS entry); yugioh-wiki.net 《幸運を告げるフクロウ》: only a Field Spell
(not another Spell); unlike A Cat of Ill Omen it has no "to the hand with Necrovalley" clause. A
face-down monster attacked is flipped face-up and its Flip effect activates (seed 000 §反轉效果)."""

from duelist.testing.reads import hand
from duelist.testing.scenario import Script, Table

OWL = "An Owl of Luck"
DECK = ["Battle Ox", "Necrovalley", "Pot of Greed", "Celtic Guardian", "Mystical Elf"]


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _flip(rules="GOAT", deck=DECK, valley=False):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, OWL, position="set")
    table.deck(0, list(deck))
    if valley:
        table.field_spell(0, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", OWL, request="idle")
    _resolve(s)
    return duel, s


def test_an_owl_of_luck_puts_a_field_spell_on_top_of_the_deck():
    """Q: I Flip Summon An Owl of Luck with Necrovalley and Pot of Greed in my Deck. A: only
    Necrovalley may be picked (Pot of Greed is no Field Spell); it becomes my top card."""
    duel, s = _flip()
    assert [o.name for o in s.expect(request="select", player=0).options if o.kind == "select"] == ["Necrovalley"]
    s.pick("select", "Necrovalley", player=0)
    assert duel.players[0].deck[-1].name == "Necrovalley" and hand(duel, 0) == []
    assert sorted(c.name for c in duel.players[0].deck) == sorted(DECK)


def test_an_owl_of_luck_without_a_field_spell():
    """Q: my Deck holds Spells but no Field Spell when An Owl of Luck is flipped. A: nothing is
    picked and no question is asked."""
    duel, s = _flip(deck=["Battle Ox", "Pot of Greed", "Mystical Elf"])
    assert duel.request.kind == "idle"
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Mystical Elf", "Pot of Greed"]


def test_an_owl_of_luck_with_necrovalley_on_the_field_still_only_to_the_top():
    """Q: my Necrovalley is face-up when I flip An Owl of Luck: may I add the second Necrovalley to
    my hand, as A Cat of Ill Omen could? A: no: the Owl only puts it on top of the Deck; no
    question is asked."""
    duel, s = _flip(valley=True)
    s.pick("select", "Necrovalley", player=0)
    assert duel.request.kind == "idle"
    assert duel.players[0].deck[-1].name == "Necrovalley" and hand(duel, 0) == []


def test_an_owl_of_luck_today_the_same():
    """Q: under today's rules, does the Owl put the Field Spell on top the same way? A: yes."""
    duel, s = _flip(rules="MR5")
    s.pick("select", "Necrovalley", player=0)
    assert duel.players[0].deck[-1].name == "Necrovalley"
