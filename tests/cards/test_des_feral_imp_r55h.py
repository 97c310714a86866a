"""Des Feral Imp (81985784): Flip effect: target a card in your GY and shuffle it into your Deck.

Sources: the card's texts read in our words (the 2005 print, Dark Crisis DCR-014: select 1 card in
your Graveyard, return it to the Deck and shuffle; today's: target 1 card in your GY, shuffle it
into the Deck -- the same, no ERAS entry); yugioh-wiki.net 《デスグレムリン》: a Flip effect that
targets, so with an empty GY it is not activated; "your" GY is the GY of the player who controls
the Imp as it is flipped (flipped by the opponent's attack, its controller picks from their own);
Necrovalley negates an effect that would move a card out of a GY
(tests/cards/test_necrovalley_rulings_r40a.py)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

IMP = "Des Feral Imp"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _deck_names(duel, p):
    return sorted(c.name for c in duel.players[p].deck)


def test_des_feral_imp_returns_pot_of_greed_to_the_deck():
    """Q: I Flip Summon Des Feral Imp with Pot of Greed and Battle Ox in my GY and pick Pot of
    Greed. A: Pot of Greed is shuffled into my Deck; Battle Ox stays in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, IMP, position="set")
    table.grave(0, "Pot of Greed", "Battle Ox")
    table.deck(0, ["Mystical Elf", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", IMP)
    s.pick("target", "Pot of Greed", player=0)
    _resolve(s)
    assert grave(duel, 0) == ["Battle Ox"]
    assert _deck_names(duel, 0) == ["Celtic Guardian", "Mystical Elf", "Pot of Greed"]
    assert field_monsters(duel, 0) == [IMP]


def test_des_feral_imp_with_an_empty_graveyard_does_nothing():
    """Q: my GY is empty (my opponent's holds Pot of Greed) and I Flip Summon Des Feral Imp.
    A: its effect has no target (only my own GY counts): it is not activated; the Deck and my
    opponent's GY are unchanged."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, IMP, position="set")
    table.grave(1, "Pot of Greed")
    table.deck(0, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", IMP)
    _resolve(s)
    assert duel.request.kind == "idle"
    assert grave(duel, 1) == ["Pot of Greed"] and _deck_names(duel, 0) == ["Mystical Elf"]


def test_des_feral_imp_flipped_by_an_attack_its_controller_picks():
    """Q: my opponent's Battle Ox attacks my Set Des Feral Imp (1800 DEF). A: the Imp is flipped,
    survives (my opponent takes 100); its effect, mine, targets a card in my GY (Raigeki), which
    goes to my Deck."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    imp = table.monster(0, IMP, position="set")
    table.monster(1, "Battle Ox")
    table.grave(0, "Raigeki")
    table.grave(1, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=imp, request="battle")
    _resolve(s)
    s.pick("target", "Raigeki", player=0)
    _resolve(s)
    assert grave(duel, 0) == [] and _deck_names(duel, 0) == ["Raigeki"]
    assert grave(duel, 1) == ["Pot of Greed"]
    assert duel.players[1].lp == 7900


def test_des_feral_imp_under_necrovalley_is_negated():
    """Q: my opponent controls Necrovalley; I Flip Summon Des Feral Imp targeting Pot of Greed in
    my GY. A: the effect is activated but negated: Pot of Greed stays in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, IMP, position="set")
    table.field_spell(1, "Necrovalley")
    table.grave(0, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", IMP)
    s.pick("target", "Pot of Greed", player=0)
    _resolve(s)
    assert grave(duel, 0) == ["Pot of Greed"] and duel.players[0].deck == []
