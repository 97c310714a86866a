"""Which summons start a summon trigger (round 41e): a card's "when this card is ... Summoned"
effect starts only on the summons its text names (seed 000 §誘發效果: a trigger effect is
activated when its condition happens; seed 000 §上級召喚, §反轉召喚, §特殊召喚 for the kinds of
summon). Today's OCG wording: 召喚 = a Normal Summon (a Tribute Summon included), 反転召喚 = a
Flip Summon, リバース = turned face-up in any way (a Flip Summon, an attack, an effect),
特殊召喚 = a Special Summon; アドバンス召喚 = a Tribute Summon only.

Round 41e read every script of the pool whose trigger listens to "summoned" or "flipped"
happenings against its card's text (yugioh-wiki.net's page for the OCG text; the TCG text,
2005's under the GOAT preset) and found each `match` right; these tests pin the distinctions
no earlier test covered:

- a Monarch Set by a Tribute and later Flip Summoned was never Tribute Summoned: Zaborg the
  Thunder Monarch's destruction does not start (OCG text: アドバンス召喚に成功した時);
- Marauding Captain's text names only its Normal Summon (召喚に成功した時): a Flip Summon
  starts nothing;
- Summoner Monk's text names its Normal and Flip Summons (召喚・反転召喚): Special Summoned by
  Monster Reborn in Attack Position it stays in Attack Position;
- Tsukuyomi's two triggers (Normal Summoned; flipped face-up, 召喚・リバースした場合): a Flip
  Summon turns it face-up, so it starts the "flipped" one only, once (one target)."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def test_zaborg_set_and_later_flip_summoned_was_never_tribute_summoned_and_destroys_nothing():
    """Zaborg the Thunder Monarch (seed 000 §上級召喚, §反轉召喚): its destruction starts on its
    Tribute Summon only; Set face-down (by a Tribute) and Flip Summoned later, it is not a
    Tribute Summon, so no target is asked and the opponent's Summoned Skull stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Zaborg the Thunder Monarch", position="set")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Zaborg the Thunder Monarch")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 1) == ["Summoned Skull"]
    assert field_monsters(duel, 0) == ["Zaborg the Thunder Monarch"] and grave(duel, 0) == []


def test_marauding_captain_flip_summoned_offers_no_special_summon():
    """Marauding Captain (seed 000 §反轉召喚): "when this card is Normal Summoned" (召喚に成功
    した時); a Flip Summon is not a Normal Summon, so the Level 4 Battle Ox stays in the hand
    and nothing is offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Marauding Captain", position="set")
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Marauding Captain")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Marauding Captain"]
    assert hand(duel, 0) == ["Battle Ox"]


def test_summoner_monk_special_summoned_in_attack_position_stays_in_attack_position():
    """Summoner Monk (seed 000 §特殊召喚): its turn to Defense Position starts on its Normal
    or Flip Summon (召喚・反転召喚に成功した場合); Special Summoned by Monster Reborn in
    Attack Position, it stays in Attack Position."""
    table = Table(turn=3, turn_player=0)
    monk = table.grave(0, "Summoner Monk")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoner Monk")
    s.pick("option", "Attack Position")
    s.expect(request="idle", player=0)
    assert monk.card(duel).location == S.MZONE
    assert monk.card(duel).position == S.FACEUP_ATTACK


def test_tsukuyomi_flip_summoned_starts_its_flipped_trigger_once():
    """Tsukuyomi (seed 000 §反轉召喚, §誘發效果): "when Normal Summoned or flipped face-up"
    (召喚・リバースした場合); a Flip Summon turns it face-up, not a Normal Summon, so one
    trigger starts: one target, then the duel goes on (Summoned Skull face-down)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Tsukuyomi", position="set")
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Tsukuyomi")
    s.pick("target", "Summoned Skull", request="target", player=0)
    s.expect(request="idle", player=0)
    assert skull.card(duel).position == S.FACEDOWN_DEFENSE
