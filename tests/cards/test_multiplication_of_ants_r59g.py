"""Multiplication of Ants (22493811): Normal Spell; Tribute 1 Insect monster you control (a cost);
Special Summon two Army Ant Tokens (Insect, EARTH, Level 4, 500/1200); they cannot be Tributed for a
Tribute Summon.

Sources, in our words: the card's texts (IOC-098, 2005: "offer 1 Insect-Type monster on your side of the
field as a Tribute", two Tokens, "cannot be offered as a Tribute for a Tribute Summon"; today's: the
same); yugioh-wiki.net 《アリの増殖》 (the Insect is Tributed to activate it: a cost; the Tokens are no
Tribute for a Tribute Summon); no position named, so the player picks each (seed 000 §特殊召喚); a cost
stays paid when the activation is negated (seed 004 §代价); both Tokens or none (our reading, as
Scapegoat: the Tribute frees one zone, so one more free zone is enough to activate it)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

MA = "Multiplication of Ants"
INSECT = "Kuwagata α"           # Level 4 EARTH Insect Normal Monster (1250 / 1000)
TOKEN = "Army Ant Token"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _tokens(duel, player):
    return [c for c in duel.monsters(player) if c is not None and c.data.is_token]


def _activate(s, insect, positions=("Attack Position", "Defense Position")):
    s.pick("activate", MA, request="idle")
    if s.duel.request.kind in ("select", "target"):
        s.pick(s.duel.request.options[0].kind, insect)
    _pass(s)
    for which in positions:
        if s.duel.request is not None and s.duel.request.kind == "option":
            s.pick("option", which)
    _pass(s)


def test_multiplication_of_ants_tributes_an_insect_for_two_army_ant_tokens():
    """Q: I activate Multiplication of Ants, Tributing my Kuwagata α. A: Kuwagata α and the Spell go to
    my GY; two Army Ant Tokens arrive, one in each position I pick: Level 4 EARTH Insect, 500/1200."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, MA)
    insect = table.monster(0, INSECT)
    duel = table.build()
    s = Script(duel)
    _activate(s, insect)
    assert sorted(grave(duel, 0)) == sorted([INSECT, MA])
    tokens = _tokens(duel, 0)
    assert [t.name for t in tokens] == [TOKEN, TOKEN]
    assert sorted(t.position for t in tokens) == ["attack", "defense"]
    for token in tokens:
        assert (token.data.race, token.data.attribute, token.data.level) == ("Insect", "EARTH", 4)
        assert (duel.atk(token), duel.defense(token), token.controller) == (500, 1200, 0)


def test_multiplication_of_ants_tokens_are_no_tribute_for_a_tribute_summon():
    """Q: After Multiplication of Ants my only monsters are the two Army Ant Tokens; may I Tribute them
    to Tribute Summon or Set Summoned Skull? A: no."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.hand(0, MA, "Summoned Skull")
    insect = table.monster(0, INSECT)
    duel = table.build()
    s = Script(duel)
    _activate(s, insect)
    assert len(_tokens(duel, 0)) == 2
    assert not s.has("summon", "Summoned Skull") and not s.has("set", "Summoned Skull")


def test_multiplication_of_ants_needs_an_insect():
    """Q: I control Battle Ox but no Insect. May I activate Multiplication of Ants? A: no: its cost
    cannot be paid."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, MA)
    table.monster(0, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", MA)


def test_multiplication_of_ants_counts_the_zone_its_tribute_frees():
    """Q: My five Monster Zones are full (one of them Kuwagata α): may I activate it? And with four
    monsters, one free zone? A: not with five (one zone after the Tribute); with four, yes, and both
    Tokens arrive."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, MA)
    table.monster(0, INSECT)
    for _ in range(4):
        table.monster(0, "Battle Ox")
    assert not Script(table.build()).has("activate", MA)
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, MA)
    insect = table.monster(0, INSECT)
    for _ in range(3):
        table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _activate(s, insect)
    assert len(_tokens(duel, 0)) == 2 and INSECT in grave(duel, 0)


def test_multiplication_of_ants_negated_by_magic_jammer_keeps_the_tribute_paid():
    """Q: I activate Multiplication of Ants, Tributing Kuwagata α; my opponent answers with Magic Jammer
    (discarding a card). A: the activation is negated: no Tokens, and the Tribute, a cost, stays paid:
    Kuwagata α stays in my GY with the Spell."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, MA)
    insect = table.monster(0, INSECT)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", MA, request="idle")
    if duel.request.kind in ("select", "target"):
        s.pick(duel.request.options[0].kind, insect)
    while not (duel.request.kind == "chain" and duel.request.player == 1):
        s.pick("pass", player=0)
    s.pick("activate", "Magic Jammer", player=1)
    if duel.request.kind in ("select", "discard"):
        s.pick(duel.request.options[0].kind, "Battle Ox")
    _pass(s)
    assert _tokens(duel, 0) == []
    assert sorted(grave(duel, 0)) == sorted([INSECT, MA])
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer"]
