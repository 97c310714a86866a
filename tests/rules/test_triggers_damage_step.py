"""Triggers, flip effects, equips and the damage step (seed 000 §效果分類, §裝備魔法)."""

from duelist.testing.reads import field_monsters, grave, kinds, of_type
from duelist.testing.scenario import Script, Table


def test_trap_hole_answers_a_normal_summon():
    """seed 000 §陷阱卡: a Set Trap answers the summon that just happened."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Battle Ox", player=1)
    assert field_monsters(duel, 0) == []
    assert grave(duel, 0) == ["Battle Ox"] and grave(duel, 1) == ["Trap Hole"]


def test_trap_cannot_be_activated_the_turn_it_was_set():
    """seed 000 §陷阱卡: a Trap is Set first and activated from the next turn."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox")
    table.spell_trap(1, "Trap Hole", set_this_turn=True)
    duel = table.build()
    Script(duel).pick("summon", "Battle Ox")
    assert duel.request.kind == "idle" and field_monsters(duel, 0) == ["Battle Ox"]


def test_flip_effect_after_damage_calculation_even_if_destroyed():
    """seed 000 §反轉效果 / ENGINE.md §7: a monster flipped by an attack uses its flip effect
    after damage calculation, even when that battle destroyed it."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=bug)
    # damage calculation happened before the flip effect was put on the chain
    steps = [e for e in duel.log if e["type"] in ("battle", "chain")]
    assert [e["type"] for e in steps] == ["battle"]
    s.pick("target", "Celtic Guardian", player=1)
    assert [e["type"] for e in duel.log if e["type"] in ("battle", "chain")] == ["battle", "chain"]
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert sorted(grave(duel, 1)) == ["Man-Eater Bug"]


def test_equip_destroyed_when_monster_leaves():
    """seed 000 §裝備魔法: an Equip Spell is destroyed when its monster leaves the field."""
    table = Table(turn=3, turn_player=0, phase="main1")
    dm = table.monster(0, "Dark Magician")
    table.hand(0, "Sword of Dark Destruction", "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Sword of Dark Destruction")
    s.pick("target", "Dark Magician")
    magician = duel.card_by_uid(dm.uid(duel))
    assert duel.atk(magician) == 2900 and duel.defense(magician) == 1900
    s.pick("activate", "Dark Hole")
    assert sorted(grave(duel, 0)) == ["Dark Hole", "Dark Magician", "Sword of Dark Destruction"]


def test_field_spell_boosts_both_sides():
    """seed 004 §地形魔法: a Field Spell affects every face-up monster it names, both sides."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Celtic Guardian")      # Warrior
    table.monster(1, "Battle Ox")            # Beast-Warrior
    table.monster(1, "Mystical Elf")         # Spellcaster
    table.hand(0, "Sogen")
    duel = table.build()
    Script(duel).pick("activate", "Sogen")
    atks = {c.name: duel.atk(c) for p in (0, 1) for c in duel.monsters(p)}
    assert atks == {"Celtic Guardian": 1600, "Battle Ox": 1900, "Mystical Elf": 800}


def test_waboku_at_attack_declaration_but_not_in_damage_step():
    """seed 000 §效果分類 › 傷害步驟: a Normal Trap like Waboku can answer the attack
    declaration but cannot be activated in the damage step."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    elf = table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=elf)
    assert duel.request.kind == "chain" and duel.request.player == 1
    s.pick("pass", player=1)
    # no further question: Waboku is refused in the damage step
    assert field_monsters(duel, 1) == [] and duel.request.kind == "battle"


def test_waboku_prevents_damage_and_destruction():
    """Waboku: no battle damage and no destruction by battle for its controller this turn."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    elf = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=elf)
    s.pick("activate", "Waboku", player=1)
    assert field_monsters(duel, 1) == ["Celtic Guardian"] and duel.players[1].lp == 8000


def test_kuriboh_during_damage_calculation():
    """seed 000 §效果分類: Kuriboh is activated during damage calculation (a quick effect
    that says so), from the hand."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Blue-Eyes White Dragon")
    table.hand(1, "Kuriboh")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target="player")
    assert [e["step"] for e in of_type(duel, "step")][-1] == "damage_calculation"
    s.pick("activate", "Kuriboh", player=1, request="chain")
    assert duel.players[1].lp == 8000 and grave(duel, 1) == ["Kuriboh"]


def _loss_trigger(optional):
    """A stand-in trigger: "if a monster you control is destroyed by battle: (you can) gain
    500 LP" - not about the card itself, and not marked usable in the damage step."""
    from duelist.cards.common import TRIGGER, Effect
    return Effect(TRIGGER, events="destroyed", optional=optional,
                  match=lambda ctx, ev: ev.get("reason") == "battle" and ev.get("cid") != ctx.card.cid
                  and ev.get("controller") == ctx.player,
                  resolve=lambda ctx: ctx.recover(ctx.player, 500), label="gain 500 LP")


def test_optional_trigger_cannot_be_activated_in_the_damage_step(monkeypatch):
    """seed 000 §誘發效果: in the damage step optional triggers cannot be activated, except
    those on the card's own destruction, banishment, return to the hand or Special Summon.
    Celtic Guardian, given an optional "if a monster you control is destroyed by battle: you
    can gain 500 LP", is never asked when Battle Ox destroys Hitotsu-Me Giant."""
    from tests.rules.stand_ins import stand_in
    stand_in(monkeypatch, "Celtic Guardian", [_loss_trigger(optional=True)])
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")                       # 1700
    giant = table.monster(1, "Hitotsu-Me Giant")        # 1200
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=giant)
    assert grave(duel, 1) == ["Hitotsu-Me Giant"]
    assert duel.request.kind == "battle" and duel.request.player == 0
    assert duel.players[1].lp == 7500                   # 500 battle damage, no gain
    assert of_type(duel, "chain") == []


def test_mandatory_trigger_is_activated_in_the_damage_step(monkeypatch):
    """seed 000 §誘發效果: the same trigger made mandatory is activated in the damage step
    (so the refusal above is about optional triggers, not about the event)."""
    from tests.rules.stand_ins import stand_in
    stand_in(monkeypatch, "Celtic Guardian", [_loss_trigger(optional=False)])
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    giant = table.monster(1, "Hitotsu-Me Giant")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    Script(duel).pick("attack", "Battle Ox", target=giant)
    assert [e["name"] for e in of_type(duel, "chain")] == ["Celtic Guardian"]
    assert duel.players[1].lp == 8000                   # 500 battle damage, then 500 gained


def test_optional_trigger_on_its_own_return_to_the_hand_is_allowed_in_the_damage_step(monkeypatch):
    """seed 000 §誘發效果: in the damage step an optional trigger of a card that is itself
    returned to the hand may be activated. Battle Ox, given "if this card is returned to the
    hand: you can gain 500 LP", attacks a Set Hane-Hane; the flip effect (after damage
    calculation) returns Battle Ox, and its player is asked."""
    from duelist.cards import kit as K
    from duelist.cards.common import TRIGGER, Effect
    from duelist.engine import state as S
    from tests.rules.stand_ins import stand_in
    stand_in(monkeypatch, "Battle Ox", [
        Effect(TRIGGER, events="moved", range=(S.HAND,), optional=True,
               match=lambda ctx, ev: K.is_self_move(ctx, ev, to=S.HAND),
               resolve=lambda ctx: ctx.recover(ctx.player, 500), label="gain 500 LP")])
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    hane = table.monster(1, "Hane-Hane", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=hane)
    while duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=1)
    s.pick("yes", player=0, request="yes_no")
    assert duel.players[0].lp == 8500 and "Battle Ox" in [c.name for c in duel.players[0].hand]


def _self_trigger(event, match):
    """A stand-in optional trigger about the card itself: "if this card is <event>: you can
    gain 500 LP"."""
    from duelist.cards.common import TRIGGER, Effect
    from duelist.engine import state as S
    return Effect(TRIGGER, events=event, range=(S.MZONE, S.BANISHED, S.GRAVE), optional=True,
                  match=match, resolve=lambda ctx: ctx.recover(ctx.player, 500), label="gain 500 LP")


def test_optional_trigger_on_its_own_special_summon_is_allowed_in_the_damage_step(monkeypatch):
    """seed 000 §誘發效果 (傷害步驟…自身特殊召喚成功時發動的效果…可以發動): Mystic Tomato,
    destroyed by battle, Special Summons Koumori Dragon from the Deck in the damage step;
    Koumori Dragon, given "if this card is Special Summoned: you can gain 500 LP", is asked
    there and its player gains the LP."""
    from tests.rules.stand_ins import stand_in
    stand_in(monkeypatch, "Koumori Dragon", [_self_trigger(
        "summoned", lambda ctx, ev: ev.get("cid") == ctx.card.cid and ev.get("kind") == "special")])
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")                       # 1700
    tomato = table.monster(1, "Mystic Tomato")          # 1400
    table.deck(1, ["Koumori Dragon"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=tomato)
    s.pick("yes", player=1, request="yes_no")           # Mystic Tomato
    s.pick("select", "Koumori Dragon")
    assert duel.step == "damage"
    s.pick("yes", player=1, request="yes_no")           # Koumori Dragon's own trigger
    assert field_monsters(duel, 1) == ["Koumori Dragon"]
    assert duel.players[1].lp == 8000 - 300 + 500


def test_optional_trigger_on_its_own_banishment_is_allowed_in_the_damage_step(monkeypatch):
    """seed 000 §誘發效果 (傷害步驟…自身被破壞、除外或加入手卡時發動的效果可以發動): under Macro
    Cosmos, Hitotsu-Me Giant destroyed by battle is banished instead, in the damage step; given
    "if this card is banished: you can gain 500 LP", its player is asked and gains the LP."""
    from duelist.cards import kit as K
    from duelist.engine import state as S
    from tests.rules.stand_ins import stand_in
    stand_in(monkeypatch, "Hitotsu-Me Giant", [_self_trigger(
        "moved", lambda ctx, ev: K.is_self_move(ctx, ev, to=S.BANISHED))])
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")                       # 1700
    giant = table.monster(1, "Hitotsu-Me Giant")        # 1200
    table.spell_trap(0, "Macro Cosmos", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=giant)
    s.pick("yes", player=1, request="yes_no")
    assert giant.card(duel).location == "banished"
    assert duel.players[1].lp == 8000 - 500 + 500
