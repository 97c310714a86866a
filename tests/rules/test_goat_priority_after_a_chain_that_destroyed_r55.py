"""Goat format's priority after a chain whose last link destroyed a monster that an effect of the
duel answers (Michizure), the GOAT preset (`Rules.ignition_priority`).

Sources, in our own words: goatformat.com, "Basic Mechanics", Goat Format Rule #4 (Priority for
Ignition Effects): once a chain has finished resolving in the Main Phase, the turn player may start
the next chain with a fast effect or a monster's Ignition Effect before the opponent may act. Seed
000 §回合玩家的優先權 and §誘發效果 (a "when" effect may be activated while its happening is the
last thing that happened: chain.py `_answerable_after_chain`). The kept-answers oracle
(duelist/testing/invariants.py `check_kept_answers`) must agree with the plain rule
(duelist/testing/plain.py `plain_activations`) at that ask: found by the property test, seed
740000186 with `--determinize 40`, where the plain rule knew only a Summon's ask."""

from duelist.testing.invariants import check_kept_answers
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _virus_destroys_hane_hane():
    """Turn 3, player 0's Main Phase 1 (GOAT): player 0 controls Tribe-Infecting Virus and holds
    two Kozaky; player 1 controls Hane-Hane (a Beast) face-up and has Michizure Set. Player 0
    discards a Kozaky for the Virus and declares Beast; nobody chains: Hane-Hane is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.hand(0, "Kozaky", "Kozaky")
    table.monster(1, "Hane-Hane")
    table.monster(1, "Blue-Eyes White Dragon")
    table.spell_trap(1, "Michizure")
    table.deck(0, ["Kozaky"] * 4)
    table.deck(1, ["Kozaky"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribe-Infecting Virus")
    while duel.request.kind != "chain":
        if duel.request.kind == "option":
            s.pick("option", "Beast")
        else:
            s.answer(duel.request.options[0])
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass")
    assert grave(duel, 1) == ["Hane-Hane"]
    return duel, s


def test_goat_the_turn_player_may_use_the_virus_again_before_michizure_answers_the_destruction():
    """Q (GOAT): my Tribe-Infecting Virus's chain destroys my opponent's Hane-Hane; they have
    Michizure Set. Who acts first after the chain? A: I do (rule 4): I may activate the Virus's
    Ignition Effect again (I still hold a card to discard); the plain rule and the engine's kept
    answers agree on that offer."""
    duel, s = _virus_destroys_hane_hane()
    s.expect(request="chain", player=0)
    assert s.has("activate", "Tribe-Infecting Virus")
    check_kept_answers(duel)


def test_goat_once_the_turn_player_passes_michizure_answers_the_destruction():
    """Q (GOAT): the same; I pass. A: my opponent may now answer the destruction with Michizure,
    which destroys my Virus."""
    duel, s = _virus_destroys_hane_hane()
    s.pick("pass", request="chain", player=0)
    check_kept_answers(duel)
    s.pick("activate", "Michizure", request="chain", player=1)
    s.pick("target", "Tribe-Infecting Virus", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Kozaky", "Tribe-Infecting Virus"]
