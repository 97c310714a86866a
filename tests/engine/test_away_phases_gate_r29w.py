"""A lone phase happening looks for no card in a GY or banished at a phase that no phase
trigger working away from the field declares (round 29w: chain.py `_mark_batch`,
`Duel._hears[3]`, the union of the `phase_moments` of the duel's card scripts).

seed 004 §准备阶段 / the cards' texts: Sinister Serpent ("during your Standby Phase, if this card
is in your GY"), Vampire Lord and Sacred Phoenix of Nephthys (the Standby Phase after they were
destroyed) come back only in a Standby Phase; in a duel of such cards nothing in a GY can answer
an End Phase, so the End Phase walks no pile. A card that declares no moment (Dark Necrofear,
"during the End Phase") puts every phase in the union, so its End Phase is still looked at.

Ruled here on positions built with the scenario table, and by a safety net over random duels
of the Goat pairs: at
every phase the union leaves out, the full look (the cards in the GYs and banished whose
declared moments hold that phase) finds none."""

from duelist.agents import RandomAgent
from duelist.deck.formats import load_bundled_deck
from duelist.engine import effects as E
from duelist.engine import state as S
from duelist.engine.chain import ChainMixin
from duelist.engine.duel import Duel
from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

GOAT_PAIRS = (("goat_04_warrior_swarm_metagame_2005", "goat_05_zombie_mchale_2005"),
              ("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),
              ("goat_01_goat_control_suffridge_2005_us_nationals",
               "goat_07_monarch_soul_control_vargas_2005_sjc_la"))


def _moments_of(duel):
    """The union of the `phase_moments` of a duel's card scripts, walked card by card."""
    out = set()
    for card in duel.cards:
        if card.script is not None:
            out |= card.script.phase_moments[0] | card.script.phase_moments[1]
    return out


def test_the_union_holds_every_declared_moment_of_the_scripts_made():
    """Every bundled Goat deck's cards: the duel's union (`Duel._hears[3]`) is its scripts'
    declared moments (their controller's turn and the opponent's), whatever other scripts the
    process has made; Dark Necrofear, which declares none, puts every phase there (its End
    Phase trigger is looked for at every phase)."""
    for pair in GOAT_PAIRS:
        for name in pair:
            duel = Duel(load_bundled_deck(name), load_bundled_deck(name), seed=0)
            assert duel._hears[3] == _moments_of(duel), name
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Dark Necrofear")
    duel = table.build()
    assert duel._hears[3] == _moments_of(duel) == set(E.ALL_PHASES)


def test_the_serpent_is_not_looked_for_at_the_end_phase_and_returns_at_the_standby(monkeypatch):
    """Turn 3, player 0's Main Phase 1, Sinister Serpent in their GY (the duel's list of such
    cards made), the duel's union the Standby Phase alone: player 0
    resolves Pot of Greed (it goes to the
    GY: the kept list of such cards there is out of date); player 0's End Phase and player 1's
    End Phase look at no pile (`_phase_cards_off_field` not asked there); player 0's next
    Standby Phase does, and they are asked and add the Serpent to their hand."""
    original = ChainMixin._phase_cards_off_field
    asked = []

    def looked(self):
        asked.append(self.phase)
        return original(self)

    monkeypatch.setattr(ChainMixin, "_phase_cards_off_field", looked)
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.grave(0, "Sinister Serpent")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox", "Battle Ox", "Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox", "Battle Ox"])
    duel = table.build()
    assert duel._hears[3] == {S.PHASE_STANDBY}
    duel._phase_cards_off_field()       # (the duel's list of such cards made, as its first phase makes it)
    asked.clear()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Sinister Serpent", "Pot of Greed"]
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5 and duel.request.kind == "yes_no" and duel.request.player == 0
    assert S.PHASE_END not in asked and S.PHASE_STANDBY in asked
    s.pick("yes", request="yes_no", player=0)
    assert hand(duel, 0).count("Sinister Serpent") == 1 and grave(duel, 0) == ["Pot of Greed"]


def test_safety_net_no_card_away_from_the_field_answers_a_phase_the_union_leaves_out(monkeypatch):
    """Random duels of the three Goat pairs, each duel's own union: at every lone phase
    happening whose phase it leaves out, the cards in a GY or banished
    whose declared moments hold that phase of this turn (the full look) are none."""
    original = ChainMixin._mark_batch
    checked = [0]

    def mark_batch(self, merge=False):
        happened = self._happened
        if len(happened) == 1 and happened[0]["type"] == "phase" and self._any_scripts:
            ev = happened[0]
            phase, tp = ev["phase"], ev["player"]
            if phase not in self._hears[3]:
                found = [c for c in self._phase_cards_off_field()
                         if phase in c.script.phase_moments[c.controller != tp]]
                assert found == [], (self.turn, phase, found)
                checked[0] += 1
        return original(self, merge)

    monkeypatch.setattr(ChainMixin, "_mark_batch", mark_batch)
    for deck1, deck2 in GOAT_PAIRS:
        d1, d2 = load_bundled_deck(deck1), load_bundled_deck(deck2)
        for seed in range(4):
            duel = Duel(d1, d2, seed=seed)
            agents = (RandomAgent(seed + 1), RandomAgent(seed + 2))
            while duel.request is not None:
                request = duel.request
                duel.answer(agents[request.player].choose(duel, request))
    assert checked[0] >= 50, checked[0]
