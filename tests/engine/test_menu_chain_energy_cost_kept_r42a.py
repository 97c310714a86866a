"""The Main Phase menu asks Chain Energy's cost once (engine/turn.py `_main_menu` keeps it in
`_phase_cards[14]`, engine/actions.py `hand_action_cost` reads it; round 42a of
docs/performance.md).

Chain Energy: while it stays face-up, either player pays 500 LP each time they Normal Summon,
Special Summon or Set, and for each card they activate from their hand (two of them: 1000). A
player whose LP do not cover it is offered none of those actions.

The menu is a quiet point: nothing changes until it is answered. So the cost it found for the
turn player is the cost its hand walk's activation checks would find again (chain.py
`_activation_allowed`), and it is kept under the number of decisions made and the log's length
(a tool that moves a card logs it).

Judge's rulings, each from a position set up on the table:
- Chain Energy face-up on the opponent's side, Pot of Greed and Battle Ox in hand: with 600 LP
  the player may activate Pot of Greed and summon Battle Ox; with 400 LP neither; with two
  Chain Energies face-up and 600 LP neither. Activating Pot of Greed costs 500 LP.
- The menu with Pot of Greed in hand weighs the applying Chain Energies once, not once for
  the menu and again for Pot of Greed's activation check.
- A tool moving a second Chain Energy face-up at a pending menu: the cost asked then is 1000.
- Whole duels (the kept-answers oracle): at every decision of random duels of Gravekeeper vs
  Burn (the Burn deck holds Chain Energy), wherever the kept cost is current (the same number of
  decisions and log length), it is the cost a fresh look at the applying Chain Energies gives.

An engine-internal check: `_phase_cards` and `_applying` are private."""

from duelist.engine import state as S
from duelist.engine.chain import new_ctx
from duelist.engine.duel import Duel
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions

TAG = "hand_action_lp_cost"


def _fresh_cost(duel, player):
    total = 0
    for source, effect in duel._applying(TAG):
        total += effect.value(new_ctx(duel, source, effect, source.controller), player)
    return total


def _menu(lp, energies=1):
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(lp, 8000))
    for _ in range(energies):
        table.spell_trap(1, "Chain Energy", face_down=False)
    table.hand(0, "Pot of Greed")
    table.hand(0, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    assert duel.request.kind == "idle" and duel.request.player == 0
    return duel


def _offered(duel):
    return sorted(set(o.kind for o in duel.request.options if o.kind in ("activate", "summon", "set")))


def test_chain_energys_cost_decides_what_the_menu_offers():
    assert _offered(_menu(600)) == ["activate", "set", "summon"]
    assert _offered(_menu(400)) == []
    assert _offered(_menu(600, energies=2)) == []


def test_activating_a_spell_from_the_hand_pays_500():
    duel = _menu(2000)
    Script(duel).pick("activate", "Pot of Greed")
    assert duel.players[0].lp == 1500


def test_the_menu_weighs_the_chain_energies_once(monkeypatch):
    duel = _menu(8000)
    duel._phase_cards[14] = None        # (the menu standing was built at set-up: build it again)
    asked = []
    original = Duel._applying

    def applying(duel, tag):
        if tag == TAG:
            asked.append(tag)
        return original(duel, tag)
    monkeypatch.setattr(Duel, "_applying", applying)
    request = duel._main_menu()
    assert any(o.kind == "activate" and o.name == "Pot of Greed" for o in request.options)
    assert asked == [TAG]        # the menu's own ask; Pot of Greed's activation check read it
    assert duel._phase_cards[14][2:] == (0, 500)
    assert _fresh_cost(duel, 0) == 500


def test_a_chain_energy_moved_in_by_a_tool_at_a_pending_menu_is_counted():
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Chain Energy", face_down=False)
    table.grave(1, "Chain Energy")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    assert duel.request.kind == "idle" and duel.hand_action_cost(0) == 500
    twin = duel.players[1].grave[0]
    moved = duel.debug_move(twin.uid, S.SZONE, 1, seq=1, position=S.FACEUP)
    moved.activated = True      # (face-up and applying, as an activated Continuous Spell)
    assert duel.hand_action_cost(0) == 1000 == _fresh_cost(duel, 0)


def test_the_kept_cost_is_the_fresh_one_at_every_decision_of_random_duels():
    pairs = (("goat_06_gravekeeper_mchale_2005", "goat_08_burn_lockdown_face_down_fury_2005"),)
    current = 0
    for duel, where in random_decisions(pairs, seeds=range(6)):
        kept = duel._phase_cards[14]
        if kept is None or kept[0] != len(duel.answers) or kept[1] != len(duel.log):
            continue
        assert kept[3] == _fresh_cost(duel, kept[2]), (where, kept)
        current += 1
    assert current > 20, current
