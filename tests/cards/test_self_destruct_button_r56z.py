"""Self-Destruct Button (57585212): a Normal Trap activated while its player's LP are 7000 or more
below the opponent's; both players' LP become 0, and the duel is a draw.

Sources: the card's texts in our words (the 2005 print, Invasion of Chaos IOC-105, and today's
(DR2-EN106) do the same: no ERAS entry); the engine fact is round 56z's `Ctx.set_lp` ("LP become
N": not damage, not a cost). Both players at 0 LP at the same state check is a draw (seed 000
§勝負判定條件). The 7000 gap is the activation's condition only: the resolution sets both LP to 0
(our reading of the text: its effect names no condition). Des Wombat makes effect DAMAGE to its
controller 0; LP that "become 0" are no damage, so it does not apply (our reading, as for Jirai
Gumo's LP loss, seed 004 §伤害)."""

from duelist.testing.reads import lp, of_type
from duelist.testing.scenario import Script, Table

BUTTON = "Self-Destruct Button"


def _table(lps, rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0, lp=lps)
    table.spell_trap(0, BUTTON)
    return table


def _press(duel):
    s = Script(duel)
    s.pick("activate", BUTTON, player=0, request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    return duel


def test_self_destruct_button_both_lp_become_0_a_draw():
    """Q: my LP are 1000, my opponent's 8000; I activate Self-Destruct Button. A: both LP become 0
    (logged as two "lp_become", no damage) and the duel ends in a draw."""
    for rules in ("GOAT", "MR5"):
        duel = _press(_table((1000, 8000), rules).build())
        assert lp(duel) == (0, 0), rules
        assert [(e["player"], e["from"], e["lp"]) for e in of_type(duel, "lp_become")] == [(0, 1000, 0), (1, 8000, 0)]
        assert of_type(duel, "damage") == []
        assert duel.result["winner"] is None, rules


def test_self_destruct_button_needs_a_gap_of_7000():
    """Q: my LP are 1001, my opponent's 8000 (a gap of 6999). A: Self-Destruct Button cannot be
    activated; at 1000 against 8000 it can."""
    duel = _table((1001, 8000)).build()
    assert not Script(duel).has("activate", BUTTON)
    duel = _table((1000, 8000)).build()
    assert Script(duel).has("activate", BUTTON)


def test_self_destruct_button_only_when_i_am_behind():
    """Q: my LP are 8000, my opponent's 1000. A: the gap is the wrong way: no activation."""
    duel = _table((8000, 1000)).build()
    assert not Script(duel).has("activate", BUTTON)


def test_self_destruct_button_is_no_damage_des_wombat_does_not_save():
    """Q: my opponent controls Des Wombat (effect damage to its controller becomes 0); I activate
    Self-Destruct Button at 500 against 8000. A: LP becoming 0 is no damage: both at 0, a draw."""
    table = _table((500, 8000))
    table.monster(1, "Des Wombat")
    duel = _press(table.build())
    assert lp(duel) == (0, 0)
    assert duel.result["winner"] is None
