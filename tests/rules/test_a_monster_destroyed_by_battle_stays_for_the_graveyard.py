"""A monster whose destruction by battle is decided is not returned to the hand or the Deck.

Rules cited: seed 004 §怪兽的战斗规则 › 伤害的判定 (the monster that loses the battle is destroyed
by battle and sent to the GY); seed 004 §翻转效果的发动 (after damage calculation a monster whose
destruction in the battle is decided is no longer something an effect acts on: no target).
Rulings: Wall of Illusion and "Begone, Knave!" return nothing the battle destroyed; D.D. Warrior
Lady still banishes a monster the battle destroyed (tests/cards/test_dd_warrior_lady_rulings_r40a.py).
No card of the pool returns a battled monster to the Deck, so a stand-in does:
Wall of Illusion's own trigger, with "shuffle that attacking monster into the Deck".
"""

from duelist.cards.common import TRIGGER, Effect
from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

from tests.rules.stand_ins import stand_in


def _attacked(ctx, ev):
    return ev.get("cid") == ctx.card.cid and ev.get("uid") == ctx.card.uid and not ev.get("attacking")


def _attacker_to_deck(ctx):
    attacker = ctx.card_by_uid(ctx.event["opponent"])
    if attacker is not None and attacker.location == S.MZONE:
        ctx.to_deck([attacker])


def _wall_that_shuffles_its_attacker_away(monkeypatch):
    stand_in(monkeypatch, "Wall of Illusion", [
        Effect(TRIGGER, events=("battled",), match=_attacked, range=(S.MZONE,),
               resolve=_attacker_to_deck, label="attacker to the Deck")])


def _attack_the_wall(attacker, wall_position):
    table = Table(turn=3, phase="battle_step")
    table.monster(0, attacker)
    wall = table.monster(1, "Wall of Illusion", position=wall_position)
    table.deck(0, ["Kuriboh"])
    duel = table.build()
    Script(duel).pick("attack", attacker, target=wall)
    return duel


def test_an_attacker_destroyed_by_the_battle_is_not_shuffled_into_the_deck(monkeypatch):
    """Mystical Elf (800 ATK) attacks the stand-in Wall (1000 ATK): the Elf is destroyed by
    battle; the effect that would shuffle it into the Deck leaves it, and it goes to the GY."""
    _wall_that_shuffles_its_attacker_away(monkeypatch)
    duel = _attack_the_wall("Mystical Elf", "attack")
    assert grave(duel, 0) == ["Mystical Elf"]
    assert sorted(c.data.name for c in duel.players[0].deck) == ["Kuriboh"]
    assert field_monsters(duel, 1) == ["Wall of Illusion"]


def test_an_attacker_that_survives_the_battle_is_shuffled_into_the_deck(monkeypatch):
    """Mystical Elf attacks the stand-in Wall in Defense Position (1850 DEF): the Elf survives,
    and the effect shuffles it into its owner's Deck."""
    _wall_that_shuffles_its_attacker_away(monkeypatch)
    duel = _attack_the_wall("Mystical Elf", "defense")
    assert grave(duel, 0) == [] and field_monsters(duel, 0) == []
    assert sorted(c.data.name for c in duel.players[0].deck) == ["Kuriboh", "Mystical Elf"]


def test_an_attacker_that_survives_is_returned_to_the_hand_by_the_real_wall():
    """Wall of Illusion itself (no stand-in) in Defense Position: the surviving attacker goes
    back to the hand; one the battle destroyed does not (the card's own tests)."""
    duel = _attack_the_wall("Mystical Elf", "defense")
    assert hand(duel, 0) == ["Mystical Elf"] and grave(duel, 0) == []


def test_the_wall_destroyed_by_the_battle_still_shuffles_away_the_attacker_that_survived(monkeypatch):
    """Summoned Skull (2500 ATK) attacks the stand-in Wall in Attack Position (1000 ATK): the
    Wall is destroyed by battle, its effect still activates (Wall of Illusion's ruling), and
    the Skull, which the battle did not destroy, is shuffled into the Deck: only the monster
    whose destruction is decided stays for the GY."""
    _wall_that_shuffles_its_attacker_away(monkeypatch)
    duel = _attack_the_wall("Summoned Skull", "attack")
    assert grave(duel, 1) == ["Wall of Illusion"]
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == []
    assert sorted(c.data.name for c in duel.players[0].deck) == ["Kuriboh", "Summoned Skull"]
