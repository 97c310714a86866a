"""ATK gains and losses against a value an ATK "becomes", and ATK pushed below 0 (round 39r).

seed 004 §伤害的判定 (battle is fought with the ATK the monster has then); seed 000 §怪獸的表示形式
(face-up monsters only: a face-down one has no changed ATK). The OCG rules of ATK changes
(the ygorganization ATK/DEF modifier guide; kagamidori-yugiohblog "攻撃力・守備力の計算方法"):
an ATK shown as 0 may hide a negative sum -- later gains are added to that sum, not to 0; an
effect that makes the ATK "become" a value leaves continuous gains (an Equip Spell) applying on
top of it, and gains applied after it count too.

Linkuriboh (tributed when an opponent's monster declares an attack) makes the attacker's ATK
become 0 until the end of the turn."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _chain_passes(s, limit=8):
    for _ in range(limit):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


def _yami_and_aitsu():
    """Turn 3, player 0's Main Phase 1: Aitsu (a Fairy of 100 ATK) under player 0's Yami (Fairies
    lose 200): it shows 0 ATK."""
    table = Table(turn=3, turn_player=0)
    aitsu = table.monster(0, "Aitsu")
    table.field_spell(0, "Yami")
    return table, aitsu


def test_a_gain_after_a_loss_below_0_is_added_to_the_hidden_negative_sum():
    """Question: Aitsu (100 ATK) loses 200 under Yami and shows 0. Rush Recklessly then gives it
    700. Is its ATK 700? Answer: no, 600 -- the ATK never shows below 0, but the loss is kept
    whole: 100 - 200 + 700."""
    table, aitsu = _yami_and_aitsu()
    table.hand(0, "Rush Recklessly")
    duel = table.build()
    assert duel.atk(aitsu.card(duel)) == 0
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Aitsu")
    _chain_passes(s)
    assert duel.atk(aitsu.card(duel)) == 600


def test_the_field_spell_gone_its_loss_goes_and_the_gain_stays():
    """Question: the same Aitsu with Rush Recklessly's 700 (showing 600); then Yami is destroyed
    by Mystical Space Typhoon. Answer: Yami's loss ends with it, Rush Recklessly's gain lasts the
    turn: 100 + 700 = 800."""
    table, aitsu = _yami_and_aitsu()
    table.hand(0, "Rush Recklessly", "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Aitsu")
    _chain_passes(s)
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Yami")
    _chain_passes(s)
    assert "Yami" in grave(duel, 0)
    assert duel.atk(aitsu.card(duel)) == 800


def _linkuriboh_answers(attacker_setup=None, hand=()):
    """Turn 3 (MR5), player 0's Battle Ox attacks Celtic Guardian; player 1 Tributes Linkuriboh:
    Battle Ox's ATK becomes 0; the monster count changed, so player 0 attacks the Guardian again
    (seed 004 §战斗阶段中的卷回). Returns (duel, script, Battle Ox, Guardian) at the replay's
    question, Linkuriboh's effect resolved."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    if attacker_setup is not None:
        attacker_setup(table, ox)
    if hand:
        table.hand(0, *hand)
    table.monster(1, "Linkuriboh", zone=5)
    knight = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=knight)
    if s.has("pass") and duel.request.player == 0:
        s.pick("pass", player=0)
    s.pick("activate", "Linkuriboh", player=1)
    _chain_passes(s)
    s.expect(request="replay", player=0)
    return duel, s, ox, knight


def test_an_equip_spells_gain_applies_on_top_of_an_atk_that_became_0():
    """Question: Battle Ox (1700) equipped with Invigoration (+400, a continuous gain) has its ATK
    become 0 by Linkuriboh. Answer: 400 -- the "becomes 0" replaces the printed value, and the
    Equip Spell's gain goes on applying on top of it. Battle Ox (400) then loses to Celtic
    Guardian (1400): it is destroyed and its player takes 1000."""
    def equip(table, ox):
        table.spell_trap(0, "Invigoration", face_down=False, equipped_to=ox)
    duel, s, ox, knight = _linkuriboh_answers(equip)
    assert duel.atk(ox.card(duel)) == 400
    s.pick("retarget", "Battle Ox", target=knight, player=0)
    _chain_passes(s)
    assert "Battle Ox" in grave(duel, 0)
    assert lp(duel) == (8000 - 1000, 8000)


def test_a_gain_applied_after_the_atk_became_0_counts():
    """Question: after Linkuriboh made Battle Ox's ATK 0, its player answers the replayed attack
    with Rush Recklessly (+700). Answer: 700 -- a gain applied after the "becomes" is added to
    it; Battle Ox (700) loses to Celtic Guardian (1400) and its player takes 700."""
    duel, s, ox, knight = _linkuriboh_answers(hand=("Rush Recklessly",))
    assert duel.atk(ox.card(duel)) == 0
    s.pick("retarget", "Battle Ox", target=knight, player=0)
    s.pick("activate", "Rush Recklessly", player=0, request="chain")
    s.pick("target", "Battle Ox")
    _chain_passes(s)
    assert "Battle Ox" in grave(duel, 0)
    assert lp(duel) == (8000 - 700, 8000)


def test_a_set_fairy_attacked_loses_yamis_200_def_before_damage_calculation():
    """Question: Celtic Guardian (1400) attacks a Set Tenderness (a Fairy, DEF 1400) under Yami
    (Fairies lose 200 ATK and DEF). Face-down, Tenderness is not affected (seed 000
    §怪獸的表示形式); flipped face-up by the attack, is it fought with 1400 or 1200 DEF? Answer:
    1200 -- a continuous effect applies the moment its monster is face-up, before damage
    calculation: Tenderness is destroyed (with 1400 nothing would be)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    fairy = table.monster(1, "Tenderness", position="set")
    table.field_spell(1, "Yami")
    duel = table.build()
    assert duel.defense(fairy.card(duel)) == 1400
    s = Script(duel)
    s.pick("attack", "Celtic Guardian", target=fairy)
    _chain_passes(s)
    assert grave(duel, 1) == ["Tenderness"]
    assert lp(duel) == (8000, 8000)
