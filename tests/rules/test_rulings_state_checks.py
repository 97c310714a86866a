"""State checks repeat until nothing changes (ENGINE.md §2; seed 000 §裝備魔法: an Equip
Card whose monster left the field is destroyed at once, not as a chain link)."""

from duelist.engine import state as S
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_snatch_steal_on_a_spirit_reaper_that_destroys_itself_leaves_at_once():
    """Snatch Steal takes Spirit Reaper, which destroys itself once the effect that targeted
    it resolved (a state rule); Snatch Steal, left without a monster, is destroyed in the
    same state check: at the next decision it is already in the GY, and Mystical Space
    Typhoon cannot target it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Spirit Reaper")
    table.hand(0, "Snatch Steal", "Mystical Space Typhoon")
    table.spell_trap(1, "Trap Hole", set_this_turn=True)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", "Spirit Reaper")
    s.pick("pass", player=0, request="chain")
    assert grave(duel, 0) == ["Snatch Steal"] and grave(duel, 1) == ["Spirit Reaper"]
    s.pick("activate", "Mystical Space Typhoon", request="idle")
    targets = [o.target_name or o.name for o in duel.request.options if o.kind == "target"]
    assert "Snatch Steal" not in targets and len(targets) == 1


def test_premature_burial_on_a_revived_spirit_reaper_leaves_at_once():
    """Premature Burial revives Spirit Reaper, which destroys itself as the card that
    targeted it resolves; Premature Burial, equipped to nothing, is destroyed in the same
    state check, before any decision."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Spirit Reaper")
    table.hand(0, "Premature Burial", "Mystical Space Typhoon")
    table.spell_trap(1, "Trap Hole", set_this_turn=True)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Spirit Reaper")
    s.pick("pass", player=0, request="chain")
    assert sorted(grave(duel, 0)) == ["Premature Burial", "Spirit Reaper"]
    assert not [c for c in duel.players[0].szone if c is not None]
