"""Hidden Spellbook (21840375), Normal Trap: target 2 Spell Cards in your GY; they are
shuffled into your Deck.

Sources, in our words: the card's texts (MFC, 2003: "select 2 Spell Cards in your Graveyard and
return them to your Deck"; today's: target 2 Spells in your GY, shuffle them into the Deck; no
ERAS entry): it needs two Spells in its player's own GY as targets (seed 000 §對象: a card that
targets cannot be activated without enough legal targets). Necrovalley's text (2004 and today's)
negates an effect that targets a card in a GY: nothing is returned. Our reading, no ruling found:
should one target have left the GY, the other still goes back."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

HS = "Hidden Spellbook"


def _pass_all(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(spells=("Pot of Greed", "Graceful Charity"), rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.spell_trap(0, HS)
    table.grave(0, *spells)
    table.grave(0, "Battle Ox")
    table.deck(0, ["Celtic Guardian"])
    return table


def test_hidden_spellbook_shuffles_two_spells_back_into_the_deck():
    """Q: my GY holds Pot of Greed, Graceful Charity and Battle Ox; I activate Hidden Spellbook
    targeting the two Spells. A: both go into my Deck (3 cards now); Battle Ox and Hidden
    Spellbook are in my GY (both eras)."""
    for rules in ("GOAT", "MR5"):
        duel = _table(rules=rules).build()
        s = Script(duel)
        s.pick("activate", HS, player=0)
        s.pick("target", "Pot of Greed", player=0)
        s.pick("target", "Graceful Charity", player=0)
        _pass_all(s)
        assert sorted(grave(duel, 0)) == ["Battle Ox", HS], rules
        assert sorted(c.name for c in duel.players[0].deck) == ["Celtic Guardian", "Graceful Charity",
                                                                "Pot of Greed"], rules


def test_hidden_spellbook_not_with_one_spell_in_the_grave():
    """Q: my GY holds only one Spell (Pot of Greed) and a monster. May I activate Hidden
    Spellbook? A: no: it needs two Spells to target."""
    duel = _table(spells=("Pot of Greed",)).build()
    assert not Script(duel).has("activate", HS)


def test_hidden_spellbook_not_for_the_opponents_spells():
    """Q: my GY holds one Spell and my opponent's GY two. May I activate Hidden Spellbook? A: no:
    only Spells in my own GY may be its targets."""
    table = _table(spells=("Pot of Greed",))
    table.grave(1, "Graceful Charity", "Heavy Storm")
    duel = table.build()
    assert not Script(duel).has("activate", HS)


def test_hidden_spellbook_under_necrovalley_returns_nothing():
    """Q: Necrovalley is face-up when I activate Hidden Spellbook on two Spells in my GY. A: its
    effect is negated: both Spells stay in my GY."""
    table = _table()
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", HS, player=0)
    s.pick("target", "Pot of Greed", player=0)
    s.pick("target", "Graceful Charity", player=0)
    _pass_all(s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Graceful Charity", HS, "Pot of Greed"]
    assert [c.name for c in duel.players[0].deck] == ["Celtic Guardian"]
