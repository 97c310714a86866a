"""What may be activated in each part of the Damage Step (round 38r).

seed 000 §效果分類 (誘發即時效果: 在傷害步驟中…可以發動無效卡片·效果發動的效果和增減怪獸攻擊力·守備力的效果。
增減怪獸攻擊力·守備力的效果只能在到傷害計算前為止的時點發動), seed 004 §战斗处理时（伤害步骤）的注意
(伤害步骤内，基本的怪兽攻守力增减效果以及反击陷阱以外的效果不能发动。而且此类效果的发动也仅限于伤害步骤开始到
伤害计算前之间): in the Damage Step only Counter Traps, effects that negate an activation and
effects that change ATK/DEF (these only until damage calculation) may be activated, besides
the triggers seed 000 §誘發效果 allows there."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def _activations(duel, player=None):
    request = duel.request
    if request is None or (player is not None and request.player != player):
        return []
    return [o.name for o in request.options if o.kind == "activate"]


def test_rush_recklessly_is_refused_after_damage_calculation_in_a_flip_effects_chain():
    """Question: Battle Ox attacks a Set Man-Eater Bug; after damage calculation the Bug's
    FLIP effect is activated, targeting Battle Ox. May the attacking player chain Rush
    Recklessly (an ATK change) to it? Answer: no -- ATK/DEF changes may be activated only
    from the start of the Damage Step until damage calculation, never after it (seed 004
    §伤害步骤; seed 000 §誘發即時效果)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.hand(0, "Rush Recklessly")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug)
    s.pick("pass", player=0, request="chain")      # attack declared
    assert _activations(duel, 0) == ["Rush Recklessly"]   # start of the Damage Step: allowed
    s.pick("pass", player=0, request="chain")
    assert _activations(duel, 0) == ["Rush Recklessly"]   # before damage calculation: allowed
    s.pick("pass", player=0, request="chain")
    assert of_type(duel, "battle")                        # damage calculation happened
    s.pick("target", "Battle Ox", player=1, request="target")
    while duel.request.kind == "chain":
        assert "Rush Recklessly" not in _activations(duel)
        s.pick("pass")
    assert grave(duel, 0) == ["Battle Ox"] and "Rush Recklessly" in hand(duel, 0)


def test_torrential_tribute_cannot_answer_a_summon_made_in_the_damage_step():
    """Question: Mystic Tomato is destroyed by battle and Special Summons Kozaky from the Deck
    in the Damage Step. May the opponent answer that summon with a Set Torrential Tribute?
    Answer: no -- a Normal Trap that neither negates nor changes ATK/DEF cannot be activated
    in the Damage Step, and once the Damage Step is over the summon is no longer the last
    thing that happened (seed 004 §伤害步骤; seed 000 §效果分類)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Torrential Tribute")
    tomato = table.monster(1, "Mystic Tomato")
    table.deck(1, ["Kozaky", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=tomato)
    for _ in range(12):
        request = duel.request
        if request.kind == "battle":
            break
        assert "Torrential Tribute" not in _activations(duel)
        if request.kind == "yes_no":
            s.pick("yes", player=1)
        elif request.kind == "select":
            s.pick("select", "Kozaky", player=1)
        else:
            s.pick(request.options[-1].kind) if request.options[-1].kind == "pass" else s.pick("pass")
    assert field_monsters(duel, 1) == ["Kozaky"]
    assert "Torrential Tribute" not in _activations(duel)
    assert field_monsters(duel, 0) == ["Battle Ox"]


def test_mirror_force_is_not_offered_again_in_the_damage_step():
    """Question: player 1 passed on Mirror Force when the attack was declared. At the start of
    the Damage Step player 0 activates Rush Recklessly; may player 1 now chain Mirror Force?
    Answer: no -- Mirror Force answers the attack declaration, and a Normal Trap that neither
    negates nor changes ATK/DEF cannot be activated in the Damage Step; a Counter Trap
    (Magic Jammer, discarding a card as its cost) may."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Rush Recklessly")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Kozaky")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target="Battle Ox")
    s.pick("pass", player=0, request="chain")
    assert "Mirror Force" in _activations(duel, 1)         # the attack declaration
    s.pick("pass", player=1)
    while duel.damage_sub != "start":
        s.pick("pass")
    s.pick("activate", "Rush Recklessly", player=0)
    s.pick("target", "Celtic Guardian")
    assert _activations(duel, 1) == ["Magic Jammer"]
    s.pick("activate", "Magic Jammer", player=1)
    s.pick("select", "Kozaky", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    # Rush Recklessly was negated: 1400 against 1700
    assert "Rush Recklessly" in grave(duel, 0) and "Kozaky" in grave(duel, 1)
    assert field_monsters(duel, 0) == [] and duel.players[0].lp == 7700


def test_kuriboh_is_offered_only_during_damage_calculation():
    """Question: may Kuriboh be discarded at the start of the Damage Step or before damage
    calculation? Answer: no -- its text names damage calculation, and only then may it be
    activated (seed 000 §誘發即時效果: an effect whose moment is in the Damage Step)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Kuriboh")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Celtic Guardian")
    seen = []
    for _ in range(10):
        request = duel.request
        if request.kind == "battle" or of_type(duel, "battle"):
            break
        offered = "Kuriboh" in _activations(duel, 1)
        seen.append((duel.damage_sub, offered))
        if offered:
            s.pick("activate", "Kuriboh", player=1)
            continue
        s.pick("pass")
    assert all(not offered for sub, offered in seen if sub != "calc")
    assert ("calc", True) in seen
    assert duel.players[1].lp == 8000 and grave(duel, 1) == ["Kuriboh", "Celtic Guardian"]
