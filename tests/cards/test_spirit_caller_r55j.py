"""Spirit Caller (48659020): FLIP: target a Level 3 or lower Normal Monster in your GY; Special
Summon it.

Sources: the card's texts in our words (the 2005 print, Ancient Sanctuary AST-075, and today's do
the same: a targeting Flip effect; no ERAS entry); yugioh-wiki.net 《魂を呼ぶ者》 (your own GY
only; a Normal Monster (no Effect Monster) of Level 3 or lower; Necrovalley negates it, the
target being in a GY); seed 000 §翻轉效果."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

CALLER = "Spirit Caller"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_spirit_caller_revives_a_level_3_normal_monster():
    """Q: I Flip Summon Spirit Caller; my GY holds Giant Soldier of Stone (Level 3 Normal),
    Battle Ox (Level 4) and Sangan (Level 3 Effect). A: only Giant Soldier of Stone may be the
    target; it comes back in the position I choose (Defense)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    caller = table.monster(0, CALLER, position="set")
    table.grave(0, "Giant Soldier of Stone", "Battle Ox", "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", caller, request="idle")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Giant Soldier of Stone"]
    s.pick("target", "Giant Soldier of Stone")
    _resolve(s)
    s.pick("option", "Defense Position")
    _resolve(s)
    assert field_monsters(duel, 0) == [CALLER, "Giant Soldier of Stone"]
    assert duel.monsters(0)[1].position == "defense"
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Sangan"]


def test_spirit_caller_never_takes_from_the_opponents_gy():
    """Q: only my opponent's GY holds a Level 3 Normal Monster. A: Spirit Caller's effect has
    no target: not activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    caller = table.monster(0, CALLER, position="set")
    table.grave(1, "Giant Soldier of Stone")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", caller, request="idle")
    _resolve(s)
    assert of_type(duel, "chain") == [] and grave(duel, 1) == ["Giant Soldier of Stone"]


def test_spirit_caller_flipped_by_an_attack_under_necrovalley():
    """Q: Necrovalley is face-up; my opponent's attack flips my Set Spirit Caller, and its effect
    targets Giant Soldier of Stone in my GY. A: the effect is negated: the monster stays in the
    GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    caller = table.monster(0, CALLER, position="set")
    table.monster(1, "Mystical Elf")
    table.field_spell(1, "Necrovalley")
    table.grave(0, "Giant Soldier of Stone")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Mystical Elf", target=caller, request="battle")
    _resolve(s)
    s.pick("target", "Giant Soldier of Stone", player=0)
    _resolve(s)
    assert [e["name"] for e in of_type(duel, "negated")] == [CALLER]
    assert grave(duel, 0) == ["Giant Soldier of Stone"]
    assert field_monsters(duel, 0) == [CALLER]
